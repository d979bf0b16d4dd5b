/// One of the fifteen relative sky luminance distributions of the CIE general sky.
///
/// The luminance of a sky element at zenith angle Z and angular distance χ from the sun, over
/// the zenith luminance Lz, is
///
/// ```
/// L(Z, χ) / Lz = f(χ)·φ(Z) / (f(Zs)·φ(0))
/// φ(Z) = 1 + a·exp(b / cos Z)                         gradation (φ(90°) = 1)
/// f(χ) = 1 + c·[exp(d·χ) − exp(d·π/2)] + e·cos²χ       indicatrix
/// ```
///
/// with Zs the sun's zenith angle. Source: CIE S 011/E:2003 = ISO 15469:2004, "Spatial
/// distribution of daylight — CIE standard general sky"; the parameters as tabulated by
/// Darula and Kittler, "CIE general sky standard defining luminance distributions", eSim 2002
/// (six gradation and six indicatrix groups), which every type below uses.
///
/// Properties (tested): type 1 is within 4.5% of the Moon–Spencer overcast sky
/// (1 + 2 cos Z)/3 up to 65° from the zenith (10% at 70°; the CIE calls it its "alternative form"); every
/// type gives 1 at the zenith; types 1, 3 and 5 do not depend on the sun.
public struct CIESkyType: Sendable, Hashable {
  /// The type's number, 1 to 15.
  public let number: Int
  /// The gradation parameters.
  public let a: Double, b: Double
  /// The indicatrix parameters.
  public let c: Double, d: Double, e: Double

  /// The CIE standard overcast sky (type 1: steep gradation toward the zenith, azimuthal
  /// uniformity).
  public static let overcast = standard[0]
  /// The CIE standard clear sky, low illuminance turbidity (type 12).
  public static let clear = standard[11]

  /// The fifteen standard types in order (CIE S 011:2003, Table 1).
  public static let standard: [CIESkyType] = {
    let gradations: [(Double, Double)] = [
      (4.0, -0.70), (1.1, -0.8), (0.0, -1.0), (-1.0, -0.55), (-1.0, -0.32), (-1.0, -0.15),
    ]
    let indicatrices: [(Double, Double, Double)] = [
      (0, -1.0, 0), (2, -1.5, 0.15), (5, -2.5, 0.30), (10, -3.0, 0.45), (16, -3.0, 0.30),
      (24, -2.8, 0.15),
    ]
    // (gradation group, indicatrix group) of types 1 to 15.
    let groups = [
      (1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (3, 4), (4, 2), (4, 3), (4, 4),
      (5, 4), (5, 5), (6, 5), (6, 6),
    ]
    return groups.enumerated().map { index, group in
      let (a, b) = gradations[group.0 - 1]
      let (c, d, e) = indicatrices[group.1 - 1]
      return CIESkyType(number: index + 1, a: a, b: b, c: c, d: d, e: e)
    }
  }()

  /// How much of the sun's beam this type of sky lets through.
  public enum SunBeam: String, Sendable, Hashable, CaseIterable {
    /// Overcast, or partly cloudy with the sun obscured (types 1 to 6 and 9).
    case none
    /// Partly cloudy with the sun out between clouds (types 7, 8, 10 and 11).
    case partial
    /// Cloudless (types 12 to 15).
    case full
  }

  /// The sun's beam under this type, from the CIE descriptions of the types ("partly cloudy,
  /// with the obscured sun" for 9, "cloudless" or "clear" for 12 to 15).
  public var sunBeam: SunBeam {
    switch number {
    case 12...15: .full
    case 7, 8, 10, 11: .partial
    default: .none
    }
  }

  /// The gradation function φ at zenith angle `z` (radians).
  public func gradation(zenithAngle z: Double) -> Double {
    let cosine = Math.cos(z)
    guard cosine > 1e-9 else { return 1 }
    return 1 + a * Math.exp(b / cosine)
  }

  /// The indicatrix function f at angular distance `chi` (radians) from the sun.
  public func indicatrix(scatteringAngle chi: Double) -> Double {
    let cosine = Math.cos(chi)
    return 1 + c * (Math.exp(d * chi) - Math.exp(d * Double.pi / 2)) + e * cosine * cosine
  }

  /// The luminance of the sky element at zenith angle `zenithAngle` and `scatteringAngle`
  /// from the sun, over the zenith luminance, with the sun at `sunZenithAngle` (all radians).
  public func relativeLuminance(
    zenithAngle: Double, scatteringAngle: Double, sunZenithAngle: Double
  ) -> Double {
    indicatrix(scatteringAngle: scatteringAngle) * gradation(zenithAngle: zenithAngle)
      / (indicatrix(scatteringAngle: sunZenithAngle) * gradation(zenithAngle: 0))
  }
}
