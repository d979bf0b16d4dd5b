/// The daylight outside a window at one moment: a CIE sky, the sun and the ground, in absolute
/// units (cd/m² and lux).
///
/// Only ratios of light matter to the effective constant, so the absolute levels need be right
/// only relative to one another: the sun's beam against the sky, the ground against both. They
/// follow the formulas of Radiance's `gensky` (Ward, NREL/Radiance `src/gen/gensky.c`):
///
/// ```
/// Lz (clear)    = [(1.376·T − 1.81)·tan α + 0.38] kcd/m²     T: turbidity (2.45 by default)
/// Lz (overcast) = (8.6·sin α + 0.123) kcd/m²
/// E_sun,normal  = 6·10⁻⁵ sr · 1.5·10⁹ cd/m² · (1.147 − 0.147 / max(sin α, 0.16))
/// L_ground      = ρ_g · (E_diffuse + E_sun,normal·sin α) / π
/// ```
///
/// with α the sun's elevation. A partly cloudy sky (``CIESkyType/SunBeam/partial``) takes the
/// mean of the two zenith luminances and a share of the beam (gensky's intermediate sky does
/// the same, with a share of 0.15); the share is an input here. The ground is an unobstructed
/// diffuse plane of reflectance ρ_g (0.2 is gensky's default).
///
/// Properties (tested): the diffuse horizontal illuminance of a type 1 sky is 7π/9·Lz, of a
/// uniform sky π·Lz; with no beam the ground luminance is ρ_g·E_diffuse/π.
public struct Daylight: Sendable, Hashable {
  /// The relative sky luminance distribution.
  public let sky: CIESkyType
  /// The sun's elevation above the horizon, in degrees.
  public let sunElevationDegrees: Double
  /// The sun's azimuth from the window's outward normal, in degrees (0: straight in front of
  /// the window, ±90: along the wall, beyond: behind it).
  public let sunAzimuthDegrees: Double
  /// The zenith luminance, cd/m².
  public let zenithLuminance: Double
  /// The illuminance of the sun's beam on a surface facing it, lux (0 when no beam).
  public let sunNormalIlluminance: Double
  /// The ground's reflectance.
  public let groundReflectance: Double
  /// The diffuse horizontal illuminance from the sky alone, lux (computed at creation).
  public let diffuseHorizontalIlluminance: Double

  let sunDirection: Vector3
  private let sunZenithAngle: Double

  /// Creates the daylight of one moment.
  ///
  /// - Parameters:
  ///   - sky: The CIE sky type.
  ///   - sunElevationDegrees: The sun's elevation, 1° to 89°.
  ///   - sunAzimuthDegrees: The sun's azimuth from the window's outward normal.
  ///   - turbidity: The clear-sky turbidity of `gensky`'s zenith formula.
  ///   - beamShare: The share of a cloudless beam a partly cloudy sky lets through (ignored
  ///     for the other kinds of sky).
  ///   - groundReflectance: The ground's reflectance.
  public init(
    sky: CIESkyType, sunElevationDegrees: Double, sunAzimuthDegrees: Double,
    turbidity: Double = 2.45, beamShare: Double = 0.15, groundReflectance: Double = 0.2
  ) {
    precondition(sunElevationDegrees >= 1 && sunElevationDegrees <= 89, "sun elevation 1°...89°")
    let alpha = sunElevationDegrees * Double.pi / 180
    let clearZenith = max(0, 1000 * ((1.376 * turbidity - 1.81) * Math.tan(alpha) + 0.38))
    let overcastZenith = 1000 * (8.6 * Math.sin(alpha) + 0.123)
    let beam = 9.0e4 * (1.147 - 0.147 / max(Math.sin(alpha), 0.16))
    switch sky.sunBeam {
    case .full:
      zenithLuminance = clearZenith
      sunNormalIlluminance = beam
    case .partial:
      zenithLuminance = (clearZenith + overcastZenith) / 2
      sunNormalIlluminance = beam * beamShare
    case .none:
      zenithLuminance = overcastZenith
      sunNormalIlluminance = 0
    }
    self.sky = sky
    self.sunElevationDegrees = sunElevationDegrees
    self.sunAzimuthDegrees = sunAzimuthDegrees
    self.groundReflectance = groundReflectance
    self.sunZenithAngle = Double.pi / 2 - alpha
    self.sunDirection = .direction(
      elevation: alpha, azimuth: sunAzimuthDegrees * Double.pi / 180)
    var sum = 0.0
    let grid = HemisphereGrid.upward
    for direction in grid.directions {
      sum += Self.relative(sky, direction, sunDirection, Double.pi / 2 - alpha)
    }
    self.diffuseHorizontalIlluminance = Double.pi * zenithLuminance * sum / Double(grid.count)
  }

  private static func relative(
    _ sky: CIESkyType, _ direction: Vector3, _ sun: Vector3, _ sunZenith: Double
  ) -> Double {
    let zenith = Math.acos(min(1, max(-1, direction.z)))
    let chi = Math.acos(min(1, max(-1, direction.dot(sun))))
    return sky.relativeLuminance(
      zenithAngle: zenith, scatteringAngle: chi, sunZenithAngle: sunZenith)
  }

  /// The sky's luminance in `direction` (a unit vector with z > 0), cd/m².
  func skyLuminance(_ direction: Vector3) -> Double {
    zenithLuminance * Self.relative(sky, direction, sunDirection, sunZenithAngle)
  }

  /// The global horizontal illuminance outside: sky plus beam, lux.
  public var globalHorizontalIlluminance: Double {
    diffuseHorizontalIlluminance + sunNormalIlluminance * max(0, sunDirection.z)
  }

  /// The ground's luminance, cd/m².
  public var groundLuminance: Double {
    groundReflectance * globalHorizontalIlluminance / Double.pi
  }
}
