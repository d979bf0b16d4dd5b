/// A camera's calibration constant C and how well it is known.
///
/// The estimate of illuminance is `lux = C · 2^EV`, where C is in lux at EV 0. A flat front
/// camera is a reflected-light meter over its cone of view, not an incident-light meter, so
/// its C depends on the spot; the default, ``defaultConstantLux``, comes from the radiometric
/// model of spots (docs/method.md). The incident-meter textbook value, 2.5 lux (ISO 2720's
/// flat-receptor constant of 250 divided by 100; Google Filament `Exposure.cpp`), is not a
/// camera's.
public struct Calibration: Sendable, Hashable {
  /// Whether the constant was measured, and how.
  public enum Status: Sendable, Hashable {
    /// No measurement: the default constant with a wide uncertainty.
    case nominal
    /// Fitted to readings against a reference meter.
    case measured(Measurement)

    /// The status's name in files: `nominal` or `measured`.
    public var name: String {
      switch self {
      case .nominal: "nominal"
      case .measured: "measured"
      }
    }
  }

  /// The record of a reference-meter calibration.
  public struct Measurement: Sendable, Hashable {
    /// Which device the measurement was made on.
    public enum Scope: String, Sendable, Hashable, Codable {
      /// This very unit: the constant includes its own glass and sensor.
      case unit
      /// Another unit of the same model: unit-to-unit variation still applies.
      case model
    }

    /// The number of paired readings the fit used.
    public let samples: Int
    /// The reference meter, e.g. "Sekonic C-800, cosine receptor".
    public let referenceMeter: String
    /// The day of the measurement, `YYYY-MM-DD`.
    public let date: String
    /// Whether the measurement was made on this unit or on another unit of the model.
    public let scope: Scope
    /// The illuminance range the readings covered, in lux; outside it the interval widens.
    public let validLux: ClosedRange<Double>
    /// The scatter of the fit's residuals (scene plus repeatability), in EV, when recorded.
    public let residualSigmaEV: Double?
    /// The slope of the residuals against log2 lux, when recorded; near 0 for a good fit.
    public let residualSlope: Double?
    /// How far the residuals moved across ``validLux``, in EV, when the fit found a strong
    /// trend: the camera's response is not one constant, and the constant's σ carries the
    /// bias that leaves at the ends of the range. `nil` without a strong trend.
    public let trendChangeEV: Double?
    /// How far the constants the pairs imply scatter about their mean (about the trend line
    /// when the trend is strong), outliers included, in EV: the spread of this home's spots
    /// that a new reading's spot is drawn from. `nil` in profiles written before it was
    /// recorded, which fall back to the error model's sizes.
    public let spotScatterEV: Double?
    /// The degrees of freedom of ``spotScatterEV``: the pairs less one (two with a strong
    /// trend), outliers included.
    public let spotScatterDegrees: Int?
    /// The geometric mean of the pairs' reference lux, where the trend line crosses the
    /// constant; `nil` in older profiles, which use the middle of ``validLux`` in stops.
    public let centerLux: Double?

    /// Creates a measurement record.
    public init(
      samples: Int, referenceMeter: String, date: String, scope: Scope,
      validLux: ClosedRange<Double>, residualSigmaEV: Double? = nil, residualSlope: Double? = nil,
      trendChangeEV: Double? = nil, spotScatterEV: Double? = nil, spotScatterDegrees: Int? = nil,
      centerLux: Double? = nil
    ) {
      self.spotScatterEV = spotScatterEV
      self.spotScatterDegrees = spotScatterDegrees
      self.centerLux = centerLux
      self.samples = samples
      self.referenceMeter = referenceMeter
      self.date = date
      self.scope = scope
      self.validLux = validLux
      self.residualSigmaEV = residualSigmaEV
      self.residualSlope = residualSlope
      self.trendChangeEV = trendChangeEV
    }

    /// The reference lux a calibration pair may carry, and the range a measurement's
    /// ``validLux`` lies in: 0.001 to 200,000 lux.
    ///
    /// Source for the upper figure: sunlight above the atmosphere, the solar illuminance
    /// constant, is 128,000 lux (Wikipedia, "Sunlight", Calculation; Darula, Kittler and
    /// Gueymard, Solar Energy 79 (2005) 559–563, give 133,800 lux), and sunlight at the ground
    /// is less; 200,000 leaves room for a meter's error and light reflected onto its receptor.
    /// Assumption for the lower figure: 0.001 lux is a tenth of the finest step of handheld
    /// lux meters (0.01 lux) and far below any phone camera's range (about 1 lux).
    public static let referenceLuxRange: ClosedRange<Double> = 0.001...200_000

    /// log2 of where the trend line crosses the constant: ``centerLux``, else the middle of
    /// ``validLux`` in stops.
    public var log2Center: Double {
      centerLux.map(Math.log2)
        ?? 0.5 * (Math.log2(validLux.lowerBound) + Math.log2(validLux.upperBound))
    }

    /// How far a strong brightness trend moves a reading of `lux` from the constant, in EV:
    /// `slope · (log2 lux − log2 centre)`, signed (the true light lies that far above the
    /// reading's point); `nil` without a strong trend.
    public func trendBiasEV(atLux lux: Double) -> Double? {
      guard trendChangeEV != nil, let slope = residualSlope, lux > 0, lux.isFinite else {
        return nil
      }
      return slope * (Math.log2(lux) - log2Center)
    }
  }

  /// The status: nominal or measured.
  public let status: Status
  /// The calibration constant C, in lux at EV 0.
  public let constantLux: Double
  /// The standard uncertainty of C, in EV (a normal distribution of log2 C).
  public let constantSigmaEV: Double
  /// Where the value of C comes from.
  public let constantSource: String
  /// Why `constantSigmaEV` is what it is: a measurement or a labelled assumption.
  public let sigmaBasis: String

  /// The default constant of a flat front camera, 0.53 lux at EV 0, as the nominal profiles in
  /// `Calibration/*.json` carry it.
  ///
  /// Source: the radiometric model of spots (``DefaultConstantDerivation``, docs/method.md):
  /// the constant for which uncalibrated intervals hold every kind of spot the model draws,
  /// sun on the spot apart. For a uniform sky or ceiling filling the view it would be
  /// πK/100 = 0.39; light from outside the camera's cone raises it.
  public static let defaultConstantLux = 0.53

  /// The uncertainty of log2 C for a camera nobody has measured, 0.3 EV: the least a
  /// `nominal` profile may claim (docs/uncertainty.md, "Why these sizes").
  ///
  /// Assumption: the camera's own exposure target against ISO 2720:1974's reflected-light
  /// constant K = 12.5 (meters use 10.6 to 13.4, ±0.17 EV; a phone's auto-exposure is tuned
  /// for pictures, so wider). The flat camera's geometry is apart, in the error model's
  /// `geometry` and `scene` components. A narrower σ takes a measurement: a `measured`
  /// profile.
  public static let nominalConstantSigmaEV = 0.3

  /// The constants a profile may carry: 0.053 to 5.3 lux at EV 0.
  ///
  /// Assumption: a factor of ten either way from the default 0.53 lux, 3.3 EV, wider than the
  /// 0.13 to 6 lux the radiometric model's spots span one by one; a fit averages over spots,
  /// so a camera read right does not fall outside it, and a fit that does has wrong settings,
  /// another device's pairs or a meter on the wrong range.
  public static let plausibleConstantLux: ClosedRange<Double> = 0.053...5.3

  /// Creates a calibration.
  public init(
    status: Status, constantLux: Double, constantSigmaEV: Double, constantSource: String,
    sigmaBasis: String
  ) {
    self.status = status
    self.constantLux = constantLux
    self.constantSigmaEV = constantSigmaEV
    self.constantSource = constantSource
    self.sigmaBasis = sigmaBasis
  }

  /// The point value of a reading, `C · 2^EV`, in lux.
  ///
  /// - Parameter sceneEV: The exposure value of the scene: EV100 plus bias.
  public func pointLux(sceneEV: Double) -> Double { constantLux * Math.exp2(sceneEV) }

  /// Whether the constant was measured against a reference meter.
  public var isMeasured: Bool {
    if case .measured = status { true } else { false }
  }

  /// The measurement record, when the constant was measured.
  public var measurement: Measurement? {
    if case .measured(let measurement) = status { measurement } else { nil }
  }
}
