import UIKit
import XCTest

/// The screen's colours, read from a screenshot: how the tests see what accessibility does
/// not report, such as where a tab bar's selection indicator is drawn or which appearance
/// the navigation bar shows.
///
/// Points are in the coordinates of `XCUIElement.frame` (the screen's, in points); the
/// screenshot is in pixels, `scale` to a point.
@MainActor
struct ScreenColors {
  /// An sRGB colour, each component 0…1.
  struct Color {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat

    /// The tint colour of iOS's default tab bar indicator, system blue.
    var isSystemBlue: Bool { blue > 0.8 && red < 0.3 && green > 0.3 && green < 0.65 }
    /// The demo's custom tab bar's indicator, system orange.
    var isSystemOrange: Bool { red > 0.85 && green > 0.4 && green < 0.75 && blue < 0.3 }
    /// The header cover's top colour, which the navigation bar takes at the scroll edge.
    var isCoverColor: Bool { blue > 0.6 && red < 0.45 && green < 0.35 }
  }

  private let image: CGImage?
  private let scale: CGFloat

  /// Takes a screenshot of the screen `app` fills.
  init(app: XCUIApplication) {
    image = XCUIScreen.main.screenshot().image.cgImage
    let width = app.frame.width
    scale = width > 0 ? CGFloat(image?.width ?? 0) / width : 1
  }

  /// The colour of the pixel at screen point `point`, or `nil` outside the screenshot.
  func color(at point: CGPoint) -> Color? {
    guard let image,
      let pixel = image.cropping(
        to: CGRect(
          x: (point.x * scale).rounded(.down), y: (point.y * scale).rounded(.down), width: 1, height: 1))
    else { return nil }
    var bytes: [UInt8] = [0, 0, 0, 0]
    let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
      guard
        let context = CGContext(
          data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
          space: CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { return false }
      context.draw(pixel, in: CGRect(x: 0, y: 0, width: 1, height: 1))
      return true
    }
    guard drawn else { return nil }
    return Color(red: CGFloat(bytes[0]) / 255, green: CGFloat(bytes[1]) / 255, blue: CGFloat(bytes[2]) / 255)
  }
}
