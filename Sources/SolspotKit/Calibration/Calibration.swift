/// A camera's calibration constant C and how well it is known.
///
/// The estimate of illuminance is `lux = C · 2^EV`, where C is in lux at EV 0. The textbook
/// value C = 2.5 lux is ISO 2720's incident-meter constant of 250 for a flat receptor divided
/// by 100 (ISO 2720:1974; Google Filament `Exposure.cpp`: `illuminance = 2.5 · 2^EV100`).
public struct Calibration: Sendable, Hashable {
  /// Whether the constant was measured, and how.
  public enum Status: Sendable, Hashable {
    /// No measurement: the textbook constant with a wide uncertainty.
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

    /// Creates a measurement record.
    public init(
      samples: Int, referenceMeter: String, date: String, scope: Scope,
      validLux: ClosedRange<Double>, residualSigmaEV: Double? = nil, residualSlope: Double? = nil
    ) {
      self.samples = samples
      self.referenceMeter = referenceMeter
      self.date = date
      self.scope = scope
      self.validLux = validLux
      self.residualSigmaEV = residualSigmaEV
      self.residualSlope = residualSlope
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

  /// The textbook constant, 2.5 lux at EV 0.
  public static let textbookConstantLux = 2.5

  /// The uncertainty of log2 C for a camera nobody has measured, 0.5 EV: the least a
  /// `nominal` profile may claim (docs/uncertainty.md, "Why these sizes").
  ///
  /// Assumption: ISO 2720:1974's flat-receptor constants run from 240 to 400 (0.74 EV end to
  /// end), a phone's flat glass is neither of its receptors, and free phone light-meter apps
  /// were found "in some cases off by 50%" (Ergonomics in Design, 2017,
  /// doi:10.1177/1064804617723462). A narrower σ takes a measurement: a `measured` profile.
  public static let nominalConstantSigmaEV = 0.5

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

  /// The calibration status in plain words for people.
  public var wording: String {
    switch status {
    case .nominal:
      "not calibrated: rough estimate; the category is the reliable part"
    case .measured(let measurement):
      "calibrated against \(measurement.referenceMeter) on \(measurement.date) "
        + "(\(measurement.samples) readings)"
    }
  }
}
