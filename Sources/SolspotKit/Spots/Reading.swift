/// One light reading of a saved spot: when, from what source, with which device and
/// calibration, the settings, and the estimate as it was computed then.
///
/// A reading keeps everything a comparison needs without looking anything up again: the
/// calibration constant (``ReadingCalibration``), the scene EV and the error sizes by kind
/// (``ReadingUncertainty``). The estimate (``value``, ``bandID``) is what the user was shown.
///
/// Properties (checked when a reading is made from stored fields, mirrored by the tests):
/// - an estimate's interval contains its point; bounds have no point;
/// - every number is finite; sizes of error are at least 0;
/// - the EV100 is the settings' own, within ``ev100Tolerance``;
/// - a photo or capture names its file, a manual reading names none.
public struct Reading: Sendable, Hashable {
  /// When the reading was taken, with the UTC offset of the place.
  public let takenAt: Timestamp
  /// Where the settings came from.
  public let source: ReadingSource
  /// The id of the device profile used, such as `iphone-15-front` or `generic`.
  public let deviceID: String
  /// The profile's calibration at the time.
  public let calibration: ReadingCalibration
  /// The settings.
  public let exposure: Exposure
  /// The exposure value of the settings alone.
  public let ev100: Double
  /// The exposure value the estimate used (bias and any capture offset applied).
  public let sceneEV: Double
  /// The scatter a capture measured over its settled window, in EV, when there was one.
  public let observedSpreadEV: Double?
  /// The sizes of error by kind.
  public let uncertainty: ReadingUncertainty
  /// The value with its interval, or a bound.
  public let value: LuxValue
  /// The confidence of the interval, or of the interval end a bound was taken from.
  public let confidence: Confidence
  /// The id of the band the verdict named first.
  public let bandID: String
  /// Where the settings sat in the camera's exposure range.
  public let limitCheck: LimitCheck
  /// Why ``value`` is a bound (the bright or dark end of the camera's range, or a clipped
  /// frame), or `nil` for a value with its interval.
  public let boundReason: ReadingBound?
  /// Whether the reading was saved although it is implausible (``ImplausibleReading``), with
  /// `spot measure --force`: it is kept and shown, but left out of levels, comparisons,
  /// seasons and plant verdicts (``LevelReadings``).
  public var isForced = false

  /// The record of `estimate`, taken at `takenAt` from `source`.
  ///
  /// The reason a bound is one comes from the estimate's limit check
  /// (``ReadingBound/init(value:limitCheck:)``): a capture's clipped frame is told from the
  /// bright end of the camera's range.
  ///
  /// - Parameter observedSpreadEV: The spread a capture measured, passed on to the estimate.
  public init(
    estimate: LuxEstimate, takenAt: Timestamp, source: ReadingSource,
    observedSpreadEV: Double? = nil
  ) {
    self.takenAt = takenAt
    self.source = source
    self.deviceID = estimate.device.id
    self.calibration = ReadingCalibration(estimate.device.calibration)
    self.exposure = estimate.exposure
    self.ev100 = estimate.ev100
    self.sceneEV = estimate.sceneEV
    self.observedSpreadEV = observedSpreadEV
    self.uncertainty = ReadingUncertainty(
      estimate.budget,
      trendBiasEV: estimate.device.calibration.measurement?.trendBiasEV(atLux: estimate.pointLux)
        ?? 0)
    self.value = estimate.value
    self.confidence = estimate.confidence
    self.bandID = estimate.band.band.id
    self.limitCheck = estimate.limitCheck
    self.boundReason = ReadingBound(value: estimate.value, limitCheck: estimate.limitCheck)
  }

  /// A reading from stored fields that predate bound reasons, checked as the initializer with
  /// `boundReason:` checks them; a bound's reason is worked out from `value` and `limitCheck`
  /// (``ReadingBound/init(value:limitCheck:)``).
  ///
  /// - Throws: ``DataError`` naming the field (file left empty for the caller to fill in).
  public init(
    takenAt: Timestamp, source: ReadingSource, deviceID: String, calibration: ReadingCalibration,
    exposure: Exposure, ev100: Double, sceneEV: Double, observedSpreadEV: Double?,
    uncertainty: ReadingUncertainty, value: LuxValue, confidence: Confidence, bandID: String,
    limitCheck: LimitCheck
  ) throws(DataError) {
    try self.init(
      takenAt: takenAt, source: source, deviceID: deviceID, calibration: calibration,
      exposure: exposure, ev100: ev100, sceneEV: sceneEV, observedSpreadEV: observedSpreadEV,
      uncertainty: uncertainty, value: value, confidence: confidence, bandID: bandID,
      limitCheck: limitCheck,
      boundReason: ReadingBound(value: value, limitCheck: limitCheck))
  }

  /// A reading from stored fields, checked so that no file or store row can make an
  /// impossible reading.
  ///
  /// `boundReason` must be `nil` for a value and name a cause of its kind for a bound (a
  /// lower bound is ``ReadingBound/brightEnd`` exactly when `limitCheck` is
  /// ``LimitCheck/brightEnd``, else ``ReadingBound/clipped``; an upper bound is
  /// ``ReadingBound/darkEnd``), so that no stored reading can say "brighter than this device
  /// can measure" of a camera that was within its range.
  ///
  /// - Throws: ``DataError`` naming the field (file left empty for the caller to fill in).
  public init(
    takenAt: Timestamp, source: ReadingSource, deviceID: String, calibration: ReadingCalibration,
    exposure: Exposure, ev100: Double, sceneEV: Double, observedSpreadEV: Double?,
    uncertainty: ReadingUncertainty, value: LuxValue, confidence: Confidence, bandID: String,
    limitCheck: LimitCheck, boundReason: ReadingBound?
  ) throws(DataError) {
    func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
      DataError(file: "", field: field, reason: reason)
    }
    guard !deviceID.isEmpty else { throw fail("device", .empty) }
    guard !bandID.isEmpty else { throw fail("band", .empty) }
    for (field, number) in [("ev100", ev100), ("sceneEV", sceneEV)]
    where !(number.isFinite && abs(number) <= 100) {
      throw fail(field, .outOfRange(number, .from(-100, to: 100)))
    }
    guard abs(ev100 - exposure.ev100) <= Self.ev100Tolerance else {
      throw fail("ev100", .ev100Mismatch(ev100, settings: exposure.ev100))
    }
    if let spread = observedSpreadEV,
      !(spread.isFinite && spread >= 0 && spread <= ReadingUncertainty.maxSigmaEV)
    {
      throw fail(
        "observedSpreadEV", .outOfRange(spread, .from(0, to: ReadingUncertainty.maxSigmaEV)))
    }
    let expected = ReadingBound(value: value, limitCheck: limitCheck)
    guard boundReason == expected else {
      throw fail(
        "boundReason", .boundReason(given: boundReason?.rawValue, expected: expected?.rawValue))
    }
    self.takenAt = takenAt
    self.source = source
    self.deviceID = deviceID
    self.calibration = calibration
    self.exposure = exposure
    self.ev100 = ev100
    self.sceneEV = sceneEV
    self.observedSpreadEV = observedSpreadEV
    self.uncertainty = uncertainty
    self.value = value
    self.confidence = confidence
    self.bandID = bandID
    self.limitCheck = limitCheck
    self.boundReason = boundReason
  }

  /// How far a stored EV100 may be from the one its settings give: 0.01 EV, so a file whose
  /// numbers were rounded to two decimals still reads, and one whose EV does not belong to
  /// its settings does not.
  public static let ev100Tolerance = 0.01

  /// log2 of the reading's point value: the estimate's own (a photo's point carries the
  /// photo offset, ``ErrorModel/pointOffsetEV(_:)``), or for a bound C · 2^sceneEV, the value
  /// the camera's settings implied, not the light.
  public var log2PointLux: Double {
    value.point.map(Math.log2) ?? Math.log2(calibration.constantLux) + sceneEV
  }

  /// Whether this reading and `other` share a device and a calibration, so that the device's
  /// own error cancels between them.
  public func sharesCalibration(with other: Reading) -> Bool {
    deviceID == other.deviceID && calibration == other.calibration
  }
}

/// A reading as the store holds it, with its identifiers.
public struct StoredReading: Sendable, Hashable, Identifiable {
  /// The reading's row id.
  public let id: Int64
  /// The spot it belongs to.
  public let spotID: SpotID
  /// The reading.
  public let reading: Reading

  /// Creates a stored reading.
  public init(id: Int64, spotID: SpotID, reading: Reading) {
    self.id = id
    self.spotID = spotID
    self.reading = reading
  }
}
