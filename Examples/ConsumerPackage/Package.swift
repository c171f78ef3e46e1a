// swift-tools-version: 6.1
// An app's view of NestedScrollKit: a package that depends on every library product an app
// would use, by path. Scripts/check-consumer resolves it and checks that nothing else comes
// with them (its Package.resolved pins no package).
import PackageDescription

let package = Package(
  name: "ConsumerPackage",
  platforms: [.iOS(.v15), .macOS(.v13)],
  dependencies: [.package(name: "NestedScrollKit", path: "../..")],
  targets: [
    .target(
      name: "ConsumerApp",
      dependencies: [
        .product(name: "NestedScrollKit", package: "NestedScrollKit"),
        .product(name: "NestedScrollKitSwiftUI", package: "NestedScrollKit"),
        .product(name: "NestedScrollCore", package: "NestedScrollKit"),
        .product(name: "ScrollPhysics", package: "NestedScrollKit"),
      ]
    )
  ]
)
