/// How far a phone leans from flat, screen up, and which way.
///
/// The angle is between the screen's normal and straight up:
///
/// ```
/// tilt = acos(−z / |g|)        0° flat screen up, 90° on an edge, 180° face down
/// ```
public struct Tilt: Sendable, Hashable {
  /// The angle from flat, in degrees, 0 to 180.
  public let degrees: Double
  /// The edge or corner that is lowest.
  public let direction: TiltDirection

  /// Creates a tilt.
  public init(degrees: Double, direction: TiltDirection) {
    self.degrees = degrees
    self.direction = direction
  }

}

/// The lowest edge or corner of a tilted phone, in portrait: the way it leans.
///
/// Found from the part of gravity in the screen's plane, in sectors of 45° around the edges
/// and corners; "toward the top edge" means the top edge is lower than the bottom edge.
public enum TiltDirection: String, Sendable, Hashable, CaseIterable {
  /// The top edge (where the front camera is) is lowest.
  case top
  /// The top-right corner is lowest.
  case topRight
  /// The right edge is lowest.
  case right
  /// The bottom-right corner is lowest.
  case bottomRight
  /// The bottom edge is lowest.
  case bottom
  /// The bottom-left corner is lowest.
  case bottomLeft
  /// The left edge is lowest.
  case left
  /// The top-left corner is lowest.
  case topLeft

  /// The direction of the in-plane gravity (x, y): y toward the top edge, x toward the right.
  /// With no in-plane part at all, the top edge.
  public init(x: Double, y: Double) {
    // Clockwise from the top edge: 0° top, 90° right, 180° bottom, 270° left.
    let degrees = Math.atan2(x, y) * 180 / Double.pi
    let sector = Int(((degrees + 360 + 22.5) / 45).rounded(.down)) % 8
    self = Self.allCases[sector]
  }
}
