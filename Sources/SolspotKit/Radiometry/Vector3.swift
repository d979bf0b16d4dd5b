/// A vector in the room's frame, in metres or as a direction: x along the window wall, y into
/// the room from it, z up from the floor.
struct Vector3: Sendable, Hashable {
  var x: Double
  var y: Double
  var z: Double

  static func + (a: Vector3, b: Vector3) -> Vector3 {
    Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z)
  }
  static func - (a: Vector3, b: Vector3) -> Vector3 {
    Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z)
  }
  static func * (a: Vector3, s: Double) -> Vector3 { Vector3(x: a.x * s, y: a.y * s, z: a.z * s) }

  /// The dot product.
  func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }

  /// The cross product.
  func cross(_ b: Vector3) -> Vector3 {
    Vector3(x: y * b.z - z * b.y, y: z * b.x - x * b.z, z: x * b.y - y * b.x)
  }

  /// The length.
  var length: Double { dot(self).squareRoot() }

  /// The vector scaled to length 1 (the zero vector stays zero).
  var normalized: Vector3 {
    let l = length
    return l > 0 ? self * (1 / l) : self
  }

  /// The unit vector at `elevation` above the horizontal and `azimuth` from the window's
  /// outward normal (−y), positive toward +x, both in radians.
  static func direction(elevation: Double, azimuth: Double) -> Vector3 {
    let horizontal = Math.cos(elevation)
    return Vector3(
      x: horizontal * Math.sin(azimuth), y: -horizontal * Math.cos(azimuth),
      z: Math.sin(elevation))
  }
}
