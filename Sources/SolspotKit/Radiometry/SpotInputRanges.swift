/// The ranges the radiometric model draws its inputs from: the ``standard`` ranges that set
/// the default constant, and ``wide`` ones, wider in every input, that test it.
///
/// Sources of the standard ranges, and assumptions:
/// - Reflectances: ceiling 0.7–0.9, walls 0.5–0.8, floor 0.2–0.4, the ranges EN 12464-1
///   recommends for interiors (quoted in German workplace guidance BGI 650). Homes are darker
///   as often as lighter (the wide ranges: walls down to 0.15, a dark-painted room).
/// - Ground reflectance 0.15–0.25 around Radiance `gensky`'s default 0.2.
/// - Skies: the CIE standard overcast (type 1) and clear (type 12) skies with the sun at 15°,
///   30°, 45° or 60° (CIE S 011:2003); wide: every CIE type, the sun at 5°–75°.
/// - Front cameras: 67–73° horizontal field of view measured on an iPhone 11 Pro front camera
///   (``FrontCameraModel``); 65–75° here, 55–85° wide (about 70–95° diagonal).
/// - Assumptions: room sizes 3–6 m by 3–6 m, 2.4–3 m high; windows 30–80% of the wall's width,
///   sill 0.5–1 m, head 2–2.3 m; glazing transmittance 0.6–0.8 (double glazing); the skyline
///   up to 10° (wide 25°); spots on the floor up to 1 m high, or on a sill (30%); lamps 1–4 of
///   400–1,600 lm; the camera's metering, clip headroom (2–3 EV), highlight protection (up to
///   1 EV) and glare (0.5–3% of the direct light).
public struct SpotInputRanges: Sendable, Hashable {
  /// The room's width, depth and height, metres.
  public var width: ClosedRange<Double>, depth: ClosedRange<Double>,
    height: ClosedRange<Double>
  /// The window's width as a share of the wall, its sill and head heights (m).
  public var windowShare: ClosedRange<Double>, sill: ClosedRange<Double>,
    head: ClosedRange<Double>
  /// The glazing's transmittance.
  public var glazing: ClosedRange<Double>
  /// The skyline's elevation, degrees.
  public var obstruction: ClosedRange<Double>
  /// The reflectances of ceiling, walls, floor and the ground outside.
  public var ceiling: ClosedRange<Double>, walls: ClosedRange<Double>,
    floor: ClosedRange<Double>, ground: ClosedRange<Double>
  /// The CIE sky types drawn for overcast and for sunny scenes.
  public var overcastSkies: [Int], sunnySkies: [Int]
  /// The sun's elevations: a list to choose from, or `nil` to draw from `sunElevationRange`.
  public var sunElevations: [Double]?
  /// The sun's elevation range when no list is given, degrees.
  public var sunElevationRange: ClosedRange<Double>
  /// The clear-sky turbidity and the beam share of partly cloudy skies.
  public var turbidity: ClosedRange<Double>, beamShare: ClosedRange<Double>
  /// The share of spots on a sill, and the height of the others, metres.
  public var sillShare: Double, spotHeight: ClosedRange<Double>
  /// The share of spots in sunny rooms placed in the sun's patch, when there is one.
  public var sunPatchShare: Double
  /// The camera's horizontal field of view (degrees), the share of centre-weighted cameras
  /// and their spread, clip headroom (EV), highlight protection (EV) and glare share.
  public var fieldOfView: ClosedRange<Double>, centreWeightedShare: Double,
    centreSpread: ClosedRange<Double>, headroom: ClosedRange<Double>,
    protection: ClosedRange<Double>, glare: ClosedRange<Double>
  /// Lamps: how many, their flux (lm), downward share, distribution exponent, disc radius (m)
  /// and how far below the ceiling they hang (m).
  public var lampCount: ClosedRange<Int>, lampFlux: ClosedRange<Double>,
    lampDownward: ClosedRange<Double>, lampExponent: ClosedRange<Double>,
    lampRadius: ClosedRange<Double>, lampDrop: ClosedRange<Double>
  /// Skylights: side (m), well depth (m), well efficiency; the share of spots beneath one.
  public var skylightSide: ClosedRange<Double>, wellDepth: ClosedRange<Double>,
    wellEfficiency: ClosedRange<Double>, underSkylightShare: Double

  /// The ranges that set the default constant.
  public static let standard = SpotInputRanges(
    width: 3...6, depth: 3...6, height: 2.4...3.0,
    windowShare: 0.3...0.8, sill: 0.5...1.0, head: 2.0...2.3, glazing: 0.6...0.8,
    obstruction: 0...10,
    ceiling: 0.7...0.9, walls: 0.5...0.8, floor: 0.2...0.4, ground: 0.15...0.25,
    overcastSkies: [1], sunnySkies: [12], sunElevations: [15, 30, 45, 60],
    sunElevationRange: 15...60, turbidity: 2.2...3.0, beamShare: 0.1...0.6,
    sillShare: 0.3, spotHeight: 0...1.0, sunPatchShare: 0.3,
    fieldOfView: 65...75, centreWeightedShare: 0.5, centreSpread: 0.4...1.0,
    headroom: 2.0...3.0, protection: 0...1.0, glare: 0.005...0.03,
    lampCount: 1...4, lampFlux: 400...1600, lampDownward: 0.6...1.0, lampExponent: 1...3,
    lampRadius: 0.05...0.15, lampDrop: 0...0.6,
    skylightSide: 0.6...1.2, wellDepth: 0.1...0.5, wellEfficiency: 0.6...0.9,
    underSkylightShare: 0.5)

  /// Wider ranges in every input, to test the default on spots unlike those that set it.
  public static let wide = SpotInputRanges(
    width: 2.5...8, depth: 2.5...8, height: 2.3...3.5,
    windowShare: 0.2...0.95, sill: 0.0...1.1, head: 1.9...2.6, glazing: 0.4...0.9,
    obstruction: 0...25,
    ceiling: 0.5...0.92, walls: 0.15...0.85, floor: 0.08...0.5, ground: 0.08...0.35,
    overcastSkies: [1, 2, 3, 4, 5, 6, 9], sunnySkies: [7, 8, 10, 11, 12, 13, 14, 15],
    sunElevations: nil, sunElevationRange: 5...75, turbidity: 2.0...5.0, beamShare: 0.1...0.6,
    sillShare: 0.3, spotHeight: 0...1.5, sunPatchShare: 0.3,
    fieldOfView: 55...85, centreWeightedShare: 0.5, centreSpread: 0.25...1.5,
    headroom: 1.5...3.5, protection: 0...2.0, glare: 0...0.06,
    lampCount: 1...6, lampFlux: 200...2500, lampDownward: 0.3...1.0, lampExponent: 0.5...5,
    lampRadius: 0.03...0.3, lampDrop: 0...1.0,
    skylightSide: 0.4...1.8, wellDepth: 0.05...1.0, wellEfficiency: 0.4...0.95,
    underSkylightShare: 0.5)
}
