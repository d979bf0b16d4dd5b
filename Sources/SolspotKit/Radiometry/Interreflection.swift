/// The light a room's surfaces reflect onto one another, by the split-flux method.
///
/// The flux entering through the openings is split at the window's mid-height: light arriving
/// from above the horizon (sky, sun, lamps shining down) first meets the floor and the lower
/// walls, light from below it (the ground outside, lamps shining up) the ceiling and the upper
/// walls. After that first reflection the light is spread evenly:
///
/// ```
/// Φ₁  = Φ_down·R_fw + Φ_up·R_cw
/// E_r = Φ₁ / (A·(1 − R))          the reflected illuminance on every surface
/// ```
///
/// with R_fw and R_cw the mean reflectances of the surfaces below and above the mid-height
/// plane, A the room's whole inner area and R its area-weighted mean reflectance (glass
/// counted at ``Room/glassReflectance``). Source: Hopkinson, Longmore and Petherbridge, "An
/// empirical formula for the computation of the indirect component of daylight factor",
/// Trans. Illum. Eng. Soc. 19 (1954), the BRE split-flux formula; here with fluxes instead of
/// daylight factors, so that the sun and lamps enter the same way.
///
/// Each surface's luminance is then `ρ·(E_r + E_direct)/π`, where the direct part is its share
/// of the first flux (the ceiling's from the ground outside is worked out point by point in
/// ``RoomLight``). Properties (tested): no flux gives no light; E_r grows with every
/// reflectance; doubling every flux doubles E_r.
struct Interreflection: Sendable {
  /// The reflected illuminance on every surface, lux.
  let reflectedIlluminance: Double
  /// The mean direct illuminance on the walls above the window's mid-height, lux.
  let upperWallDirect: Double
  /// The mean direct illuminance on the walls below it, lux.
  let lowerWallDirect: Double
  /// The mid-height plane, metres above the floor.
  let splitHeight: Double

  /// The split of `room`'s light, with `downward` and `upward` lumens entering it.
  init(room: Room, downward: Double, upward: Double) {
    let w = room.width
    let d = room.depth
    let h = room.height
    let split = room.window.map { ($0.z.lowerBound + $0.z.upperBound) / 2 } ?? h / 2
    let perimeter = 2 * (w + d)
    let windowArea = room.window?.area ?? 0
    let skylightArea = room.skylight?.area ?? 0
    // The window's part below and above the split plane.
    let windowBelow =
      room.window.map { ($0.x.upperBound - $0.x.lowerBound) * (split - $0.z.lowerBound) } ?? 0
    let windowAbove = windowArea - windowBelow
    let lowerWalls = max(0, perimeter * split - windowBelow)
    let upperWalls = max(0, perimeter * (h - split) - windowAbove)
    let floor = w * d
    let ceiling = max(0, w * d - skylightArea)
    let s = room.surfaces
    let below = floor + lowerWalls
    let above = ceiling + upperWalls
    let reflectanceBelow = below > 0 ? (s.floor * floor + s.walls * lowerWalls) / below : 0
    let reflectanceAbove = above > 0 ? (s.ceiling * ceiling + s.walls * upperWalls) / above : 0
    let glass = windowArea + skylightArea
    let area = below + above + glass
    let meanReflectance =
      (reflectanceBelow * below + reflectanceAbove * above + Room.glassReflectance * glass) / area
    let first = downward * reflectanceBelow + upward * reflectanceAbove
    reflectedIlluminance = first / (area * (1 - meanReflectance))
    upperWallDirect = above > 0 ? upward / above : 0
    lowerWallDirect = below > 0 ? downward / below : 0
    splitHeight = split
  }
}
