import NestedScrollCore
import ScrollPhysics

/// Uses the portable products as an app would, so the package compiles against them.
let consumerBehavior = NestedScrollBehavior(snapsHeader: true)
