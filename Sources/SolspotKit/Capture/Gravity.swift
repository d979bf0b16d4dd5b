/// The direction of gravity in the device's frame, in g: Core Motion's
/// `CMDeviceMotion.gravity` (or `CMAccelerometerData.acceleration`, which adds the user's own
/// acceleration).
///
/// The frame is Core Motion's: x to the right of the screen in portrait, y toward its top edge,
/// z out of the screen. Gravity points down, so a phone lying flat, screen up, reads about
/// (0, 0, −1), and face down about (0, 0, +1).
///
/// Properties (mirrored by the tests):
/// - `tiltDegrees` is 0 for (0, 0, −1), 90 on an edge, 180 face down, and does not depend on
///   the vector's length;
/// - the tilt's direction is the edge or corner that is lowest.
public struct Gravity: Sendable, Hashable {
  /// Toward the right edge of the screen (portrait), in g.
  public let x: Double
  /// Toward the top edge of the screen, in g.
  public let y: Double
  /// Out of the screen, in g: about −1 when the phone lies flat, screen up.
  public let z: Double

  /// The largest component a reading may have, in g: beyond any phone accelerometer's range
  /// (±16 g at most).
  public static let componentLimit = 16.0

  /// The shortest vector whose direction is trusted, in g. A falling phone reads near 0 g;
  /// its direction is noise.
  public static let minimumMagnitude = 0.2

  /// Creates a vector.
  ///
  /// - Throws: ``CaptureError`` (`invalidValue` on `gravity`) when a component is not finite or
  ///   is larger than ``componentLimit``.
  public init(x: Double, y: Double, z: Double) throws(CaptureError) {
    for component in [x, y, z] where !(component.isFinite && abs(component) <= Self.componentLimit)
    {
      throw CaptureError(
        line: nil,
        kind: .invalidValue(.field("gravity"), .gravityComponent(component, isList: true)))
    }
    self.x = x
    self.y = y
    self.z = z
  }

  /// The length of the vector, in g: 1 at rest.
  public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }

  /// The cosine of the angle between the screen's normal and straight up: −z / |g|; 1 flat,
  /// screen up. `nil` when the vector is shorter than ``minimumMagnitude``.
  public var cosineOfTilt: Double? {
    let length = magnitude
    guard length >= Self.minimumMagnitude else { return nil }
    return -z / length
  }

  /// The tilt from flat, screen up, and toward which edge, or `nil` when the vector is too
  /// short to have a direction.
  public var tilt: Tilt? {
    guard let cosine = cosineOfTilt else { return nil }
    let degrees = Math.acos(min(1, max(-1, cosine))) * 180 / Double.pi
    return Tilt(degrees: degrees, direction: TiltDirection(x: x, y: y))
  }
}
