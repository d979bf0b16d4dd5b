/// The light in one room at one moment: what a ray from a point inside meets, and the point
/// sources (the sun's beam, lamps) that reach the point.
///
/// A ray meets the sky (or the skyline) through the window, the sky (or the well's wall)
/// through the skylight, the ceiling or a wall. The ceiling's luminance is its reflectance
/// times the reflected illuminance (``Interreflection``) plus, point by point, the light from
/// the ground outside that the window lets up onto it, `τ·L_ground·Ω_proj`, with Ω_proj the
/// projected solid angle of the window from the ceiling point (Lambert's formula for a
/// polygon), and the light lamps send up. A wall's luminance is its reflectance times the
/// reflected illuminance plus its share of the first flux above or below the split plane.
///
/// Assumptions: the skyline outside has the ground's luminance; the glazing transmits the same
/// share at every angle; the light well's walls have half the outside horizontal illuminance
/// with the room's wall reflectance; nothing in the room casts a shadow.
struct RoomLight: Sendable {
  let room: Room
  let daylight: Daylight?
  let interreflection: Interreflection
  /// The ceiling's direct illuminance from the ground outside and from lamps, on a grid of
  /// `ceilingCells` × `ceilingCells` cell centres.
  private let ceilingDirect: [Double]
  private let wellLuminance: Double
  private let obstructionSine: Double
  static let ceilingCells = 12

  init(room: Room, daylight: Daylight?) {
    self.room = room
    self.daylight = daylight
    let tau = room.glazingTransmittance
    obstructionSine = Math.sin(room.obstructionElevationDegrees * Double.pi / 180)
    var downward = 0.0
    var upward = 0.0
    if let daylight, let window = room.window {
      // The window's outer face: sky (and skyline) above the horizon, ground below.
      let normal = Vector3(x: 0, y: -1, z: 0)
      var sky = 0.0
      for direction in HemisphereGrid.vertical.directions where direction.z > 0 {
        sky +=
          direction.z < Math.sin(room.obstructionElevationDegrees * Double.pi / 180)
          ? daylight.groundLuminance : daylight.skyLuminance(direction)
      }
      let skyIlluminance = Double.pi * sky / Double(HemisphereGrid.vertical.count)
      let groundIlluminance = daylight.groundLuminance * Double.pi / 2
      let sun = daylight.sunDirection
      let sunBlocked = sun.z < Math.sin(room.obstructionElevationDegrees * Double.pi / 180)
      let sunIlluminance = sunBlocked ? 0 : daylight.sunNormalIlluminance * max(0, sun.dot(normal))
      downward += tau * window.area * (skyIlluminance + sunIlluminance)
      upward += tau * window.area * groundIlluminance
    }
    if let daylight, let skylight = room.skylight {
      downward +=
        tau * skylight.area * skylight.wellEfficiency * daylight.globalHorizontalIlluminance
    }
    for lamp in room.lamps {
      downward += lamp.flux * lamp.downwardShare
      upward += lamp.flux * (1 - lamp.downwardShare)
    }
    let interreflection = Interreflection(room: room, downward: downward, upward: upward)
    self.interreflection = interreflection
    wellLuminance =
      room.surfaces.walls * 0.5 * (daylight?.globalHorizontalIlluminance ?? 0) / Double.pi
    // The ceiling's direct light, cell by cell.
    var cells: [Double] = []
    let n = Self.ceilingCells
    for j in 0..<n {
      for i in 0..<n {
        let point = Vector3(
          x: room.width * (Double(i) + 0.5) / Double(n),
          y: room.depth * (Double(j) + 0.5) / Double(n), z: room.height)
        cells.append(Self.ceilingDirect(at: point, room: room, daylight: daylight))
      }
    }
    ceilingDirect = cells
  }

  private static func ceilingDirect(at point: Vector3, room: Room, daylight: Daylight?) -> Double {
    var illuminance = 0.0
    if let daylight, let window = room.window {
      let corners = [
        Vector3(x: window.x.lowerBound, y: 0, z: window.z.lowerBound),
        Vector3(x: window.x.upperBound, y: 0, z: window.z.lowerBound),
        Vector3(x: window.x.upperBound, y: 0, z: window.z.upperBound),
        Vector3(x: window.x.lowerBound, y: 0, z: window.z.upperBound),
      ]
      let solid = projectedSolidAngle(corners, from: point, normal: Vector3(x: 0, y: 0, z: -1))
      illuminance += room.glazingTransmittance * daylight.groundLuminance * solid
    }
    for lamp in room.lamps where lamp.downwardShare < 1 {
      let v = point - lamp.position
      let r2 = v.dot(v)
      guard r2 > 1e-6, v.z > 0 else { continue }
      let cosine = v.z / r2.squareRoot()
      // A Lambertian upward source: I(θ) = Φ_up/π · cos θ; incidence on the ceiling is θ too.
      illuminance += lamp.flux * (1 - lamp.downwardShare) / Double.pi * cosine * cosine / r2
    }
    return illuminance
  }

  /// The projected solid angle of a planar polygon from `point` with unit `normal`
  /// (Lambert's formula: ½·Σ βᵢ·(n · gᵢ) over the edges, βᵢ the angle an edge subtends and gᵢ
  /// the unit normal of the plane through it and the point). The polygon must lie wholly on
  /// the normal's side.
  static func projectedSolidAngle(_ corners: [Vector3], from point: Vector3, normal: Vector3)
    -> Double
  {
    var sum = 0.0
    for index in corners.indices {
      let a = (corners[index] - point).normalized
      let b = (corners[(index + 1) % corners.count] - point).normalized
      let angle = Math.acos(min(1, max(-1, a.dot(b))))
      sum += angle * normal.dot(a.cross(b).normalized)
    }
    return abs(sum) / 2
  }

  /// The ceiling's luminance at (x, y), cd/m².
  func ceilingLuminance(x: Double, y: Double) -> Double {
    let n = Self.ceilingCells
    let fx = min(max(x / room.width * Double(n) - 0.5, 0), Double(n - 1))
    let fy = min(max(y / room.depth * Double(n) - 0.5, 0), Double(n - 1))
    let i = min(Int(fx), n - 2)
    let j = min(Int(fy), n - 2)
    let tx = fx - Double(i)
    let ty = fy - Double(j)
    let c00 = ceilingDirect[j * n + i]
    let c10 = ceilingDirect[j * n + i + 1]
    let c01 = ceilingDirect[(j + 1) * n + i]
    let c11 = ceilingDirect[(j + 1) * n + i + 1]
    let direct = (c00 * (1 - tx) + c10 * tx) * (1 - ty) + (c01 * (1 - tx) + c11 * tx) * ty
    return room.surfaces.ceiling * (interreflection.reflectedIlluminance + direct) / Double.pi
  }

  /// A wall's luminance at height z, cd/m².
  func wallLuminance(z: Double) -> Double {
    let direct =
      z >= interreflection.splitHeight
      ? interreflection.upperWallDirect : interreflection.lowerWallDirect
    return room.surfaces.walls * (interreflection.reflectedIlluminance + direct) / Double.pi
  }

  /// What a ray from `point` (inside the room) along the unit `direction` meets.
  enum Hit {
    /// The sky through an opening, with its luminance (glazing included).
    case sky(Double)
    /// A surface (in the room, a light well's wall, the skyline outside) and its luminance.
    case surface(Double)
  }

  /// What a ray meets.
  func trace(from point: Vector3, _ direction: Vector3) -> Hit {
    var t = Double.infinity
    var plane = 0  // 0 ceiling, 1 window wall, 2 back wall, 3 left, 4 right, 5 floor
    if direction.z > 1e-12 {
      t = (room.height - point.z) / direction.z
    } else if direction.z < -1e-12 {
      t = -point.z / direction.z
      plane = 5
    }
    if direction.y < -1e-12, -point.y / direction.y < t {
      t = -point.y / direction.y
      plane = 1
    }
    if direction.y > 1e-12, (room.depth - point.y) / direction.y < t {
      t = (room.depth - point.y) / direction.y
      plane = 2
    }
    if direction.x < -1e-12, -point.x / direction.x < t {
      t = -point.x / direction.x
      plane = 3
    }
    if direction.x > 1e-12, (room.width - point.x) / direction.x < t {
      t = (room.width - point.x) / direction.x
      plane = 4
    }
    let hit = point + direction * t
    switch plane {
    case 0:
      if let skylight = room.skylight, skylight.x.contains(hit.x), skylight.y.contains(hit.y) {
        return throughSkylight(skylight, from: point, direction)
      }
      return .surface(ceilingLuminance(x: hit.x, y: hit.y))
    case 1:
      if let window = room.window, let daylight, window.x.contains(hit.x),
        window.z.contains(hit.z)
      {
        let tau = room.glazingTransmittance
        return direction.z < obstructionSine
          ? .surface(tau * daylight.groundLuminance) : .sky(tau * daylight.skyLuminance(direction))
      }
      return .surface(wallLuminance(z: hit.z))
    case 5:
      return .surface(room.surfaces.floor * interreflection.reflectedIlluminance / Double.pi)
    default:
      return .surface(wallLuminance(z: hit.z))
    }
  }

  private func throughSkylight(_ skylight: Room.Skylight, from point: Vector3, _ direction: Vector3)
    -> Hit
  {
    guard let daylight else { return .surface(0) }
    let top = room.height + skylight.wellDepth
    let hit = point + direction * ((top - point.z) / direction.z)
    if skylight.x.contains(hit.x), skylight.y.contains(hit.y) {
      return .sky(room.glazingTransmittance * daylight.skyLuminance(direction))
    }
    return .surface(wellLuminance)
  }

  /// Whether the sun's beam reaches `point`: the ray toward the sun meets the sky through the
  /// window (above the skyline) or through the skylight's glazing.
  func sunReaches(_ point: Vector3) -> Bool {
    guard let daylight, daylight.sunNormalIlluminance > 0, daylight.sunDirection.z > 0 else {
      return false
    }
    if case .sky = trace(from: point, daylight.sunDirection) { return true }
    return false
  }
}

extension HemisphereGrid {
  /// The grid around a vertical surface facing out of the window (−y), for the light on the
  /// window's outer face.
  static let vertical: HemisphereGrid = {
    let up = HemisphereGrid(rings: 36, sectors: 72)
    // Rotate +z onto −y: (x, y, z) → (x, −z, y).
    return HemisphereGrid(directions: up.directions.map { Vector3(x: $0.x, y: -$0.z, z: $0.y) })
  }()

  init(directions: [Vector3]) { self.directions = directions }
}
