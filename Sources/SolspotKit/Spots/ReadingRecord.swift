/// A saved reading as data: every field of a ``Reading`` as exports write it, with exact
/// figures and stable codes (`manual`, `nominal`, `estimate`, `bright-end`), `Codable` as an
/// export's reading object (``ReadingRecord+Codable``).
///
/// It is the one serialised form of a reading: `spot export` writes it as JSON and, field for
/// field, as CSV (``SpotArchive``); the CLI's `--json` outputs of a saved reading are its
/// encoding, the same keys and figures, with a few keys added. Decoding checks the JSON's
/// shape and that every code is one of its type's (an archive also refuses keys it does not
/// define); ``reading()`` checks every field and gives the ``Reading``.
public struct ReadingRecord: Sendable, Hashable {
  /// The calibration the reading was made with.
  public struct Calibration: Sendable, Hashable {
    /// `nominal` or `measured`.
    public var status: CalibrationStatus
    /// The measured calibration's day, `YYYY-MM-DD`; absent for a nominal one.
    public var date: String?
    /// The calibration constant C, in lux.
    public var constantLux: Double
    /// The constant's σ, in EV.
    public var constantSigmaEV: Double
  }

  /// The camera's settings.
  public struct Settings: Codable, Sendable, Hashable {
    /// The f-number.
    public var fNumber: Double
    /// The exposure time, in seconds.
    public var exposureTime: Double
    /// The ISO speed.
    public var iso: Double
    /// The exposure bias, in EV.
    public var bias: Double

    /// The settings of `exposure`.
    public init(_ exposure: Exposure) {
      fNumber = exposure.fNumber
      exposureTime = exposure.exposureTime
      iso = exposure.iso
      bias = exposure.bias
    }

    init(fNumber: Double, exposureTime: Double, iso: Double, bias: Double) {
      self.fNumber = fNumber
      self.exposureTime = exposureTime
      self.iso = iso
      self.bias = bias
    }
  }

  /// The sizes of the reading's error, in EV (``ReadingUncertainty``).
  public struct ErrorSizes: Codable, Sendable, Hashable {
    /// The device's σ.
    public var deviceSigmaEV: Double
    /// The device's upward one-sided σ.
    public var deviceUpwardEV: Double
    /// The scene's σ.
    public var sceneSigmaEV: Double
    /// The random σ.
    public var randomSigmaEV: Double
  }

  /// The value in lux: an estimate with its interval, or a bound.
  public struct Lux: Sendable, Hashable {
    /// `estimate`, `atLeast` or `atMost`.
    public var kind: LuxKind
    /// The point value, for an estimate.
    public var point: Double?
    /// The lower end, for an estimate or a lower bound.
    public var lower: Double?
    /// The upper end, for an estimate or an upper bound.
    public var upper: Double?
    /// The interval's or bound's confidence, 0.5 to 0.999.
    public var confidence: Double
  }

  /// When the reading was taken, ISO 8601 with its UTC offset.
  public var time: String
  /// `manual`, `photo` or `capture`.
  public var source: SourceKind
  /// The photo or capture it was read from; absent for a manual one.
  public var file: String?
  /// The device profile's id.
  public var device: String
  /// The calibration it was made with.
  public var calibration: Calibration
  /// The camera's settings.
  public var settings: Settings
  /// EV100 of the settings.
  public var ev100: Double
  /// The scene's EV: EV100 plus the bias.
  public var sceneEV: Double
  /// The spread of a capture's committed window, in EV; absent otherwise.
  public var observedSpreadEV: Double?
  /// The sizes of its error.
  public var error: ErrorSizes
  /// The value in lux.
  public var lux: Lux
  /// The band id of its verdict.
  public var band: String
  /// Where the settings sat in the camera's range: `within`, `brightEnd`, `darkEnd` or
  /// `unknownLimits`.
  public var limitCheck: LimitCheck
  /// Why the value is a bound: `bright-end`, `dark-end` or `clipped`; absent for a value, and
  /// in files written before bound reasons were kept (format 1), where it is worked out from
  /// the value and the limit check.
  public var boundReason: ReadingBound?
  /// `true` for a reading saved with `spot measure --force` (store version 7); absent
  /// otherwise. Absent on a reading brighter than the sun (``ImplausibleReading``), it is
  /// taken as `true`.
  public var forced: Bool?

  /// The record of `reading`.
  public init(_ reading: Reading) {
    time = reading.takenAt.iso8601
    source = SourceKind(reading.source)
    file = reading.source.file
    device = reading.deviceID
    calibration = Calibration(
      status: reading.calibration.isMeasured ? .measured : .nominal,
      date: reading.calibration.date,
      constantLux: reading.calibration.constantLux,
      constantSigmaEV: reading.calibration.constantSigmaEV)
    settings = Settings(reading.exposure)
    ev100 = reading.ev100
    sceneEV = reading.sceneEV
    observedSpreadEV = reading.observedSpreadEV
    let uncertainty = reading.uncertainty
    error = ErrorSizes(
      deviceSigmaEV: uncertainty.deviceSigmaEV, deviceUpwardEV: uncertainty.deviceUpwardEV,
      sceneSigmaEV: uncertainty.sceneSigmaEV, randomSigmaEV: uncertainty.randomSigmaEV)
    lux = Lux(
      kind: LuxKind(reading.value), point: reading.value.point, lower: reading.value.lowerLux,
      upper: reading.value.upperLux, confidence: reading.confidence.level)
    band = reading.bandID
    limitCheck = reading.limitCheck
    boundReason = reading.boundReason
    forced = reading.isForced ? true : nil
  }

  /// A record of the fields as a file holds them, before they are checked.
  init(
    time: String, source: SourceKind, file: String?, device: String, calibration: Calibration,
    settings: Settings, ev100: Double, sceneEV: Double, observedSpreadEV: Double?,
    error: ErrorSizes, lux: Lux, band: String, limitCheck: LimitCheck, boundReason: ReadingBound?,
    forced: Bool? = nil
  ) {
    self.time = time
    self.source = source
    self.file = file
    self.device = device
    self.calibration = calibration
    self.settings = settings
    self.ev100 = ev100
    self.sceneEV = sceneEV
    self.observedSpreadEV = observedSpreadEV
    self.error = error
    self.lux = lux
    self.band = band
    self.limitCheck = limitCheck
    self.boundReason = boundReason
    self.forced = forced
  }
}
