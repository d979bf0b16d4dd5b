/// What the radiometric model finds at one spot: the illuminance a leaf there receives, what a
/// flat front camera meters, and the effective constant that links them.
///
/// ```
/// 2^EV100 = T·100/K               T: the metered luminance, K = 12.5
/// C_eff   = E / 2^EV100           so that E = C_eff·2^EV100 holds exactly at this spot
/// ```
///
/// For a uniform sky or ceiling of luminance L filling the view and the hemisphere, E = πL and
/// T = L, so C_eff = πK/100 ≈ 0.393.
public struct SpotMeasurement: Sendable, Hashable {
  /// The horizontal illuminance at the spot, lux.
  public let illuminance: Double
  /// The part of it straight from the sky, the sun and lamps (not reflected in the room), lux.
  public let directIlluminance: Double
  /// The luminance auto-exposure steered to its target, cd/m².
  public let meteredLuminance: Double
  /// The share of the image clipped at that exposure.
  public let clippedShare: Double
  /// Whether the sun's beam falls on the spot.
  public let isSunlit: Bool

  /// Creates a measurement from its parts.
  public init(
    illuminance: Double, directIlluminance: Double, meteredLuminance: Double,
    clippedShare: Double, isSunlit: Bool
  ) {
    self.illuminance = illuminance
    self.directIlluminance = directIlluminance
    self.meteredLuminance = meteredLuminance
    self.clippedShare = clippedShare
    self.isSunlit = isSunlit
  }

  /// The exposure value the camera sets, `log2(T·100/K)`.
  public var ev100: Double { Math.log2(meteredLuminance * 100 / FrontCameraModel.meterConstant) }

  /// The effective constant at this spot, lux at EV 0: E / 2^EV100.
  public var effectiveConstant: Double { illuminance / Math.exp2(ev100) }

  /// log2 of the effective constant, EV.
  public var log2EffectiveConstant: Double { Math.log2(effectiveConstant) }

  /// Whether Solspot's capture gate would call the frame clipped (at least 2% of it).
  public var isClippedFrame: Bool { clippedShare >= 0.02 }
}
