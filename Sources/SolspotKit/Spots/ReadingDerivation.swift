/// Saved readings worked out again from their stored exposure with each device's current
/// profile, so that a later calibration sharpens old readings instead of splitting them from
/// new ones.
///
/// A reading keeps its scene EV (EV100, bias and any capture offset), device id, settings,
/// capture spread, limit check and the reason a bound is one. Re-derived, it takes the
/// current profile's constant and calibration record, its point `C·2^sceneEV` (a photo's moved
/// by the photo offset, as ``LuxEstimator`` moves it), and its error
/// parts from the current error model (``ErrorModel/budget(calibration:pointLux:observedSpreadEV:geometry:)``);
/// its interval, bound and band follow from those. A reading whose device has no profile now
/// (a profile removed, a store from elsewhere), or that was saved with a calibration newer
/// than its device's current profile (``currentProfile(for:)``), keeps what it was saved with.
///
/// It stays cheap for many readings: the error distribution, its interval and a table of its
/// tails (``LogErrorDistribution/Table``) are worked out once per device, geometry, capture
/// spread and confidence, shared by every call of one derivation, and each reading adds only
/// its shift, its point; a measured profile's readings with a strong trend or outside its
/// range, whose budgets depend on their level, are worked out one by one.
///
/// Properties (mirrored by the tests): a reading saved with the current profile is given back
/// unchanged in its point, interval and band; readings of a device all share its current
/// calibration afterwards; a device without a profile leaves its readings as they were; a
/// forced reading stays forced.
public struct ReadingDerivation: Sendable {
  /// The current profiles by id.
  public let profiles: [String: DeviceProfile]
  /// The error model.
  public let model: ErrorModel
  /// The bands.
  public let bands: BandTable
  /// The errors worked out so far, shared by copies of this derivation.
  private let shared = SharedCache<SharedReadingErrors.Key, SharedReadingErrors.Errors>(
    capacity: 256)

  /// Re-derives with `profiles` (a later one replaces an earlier one of the same id, as a
  /// user's profile replaces a built-in one) and the given model and bands.
  public init(profiles: [DeviceProfile], model: ErrorModel, bands: BandTable) {
    var byID: [String: DeviceProfile] = [:]
    for profile in profiles { byID[profile.id] = profile }
    self.profiles = byID
    self.model = model
    self.bands = bands
  }

  /// Re-derives with `profiles` and the built-in error model and bands.
  ///
  /// - Throws: ``DataError`` if the built-in data is broken (a build defect).
  public init(profiles: [DeviceProfile]) throws(DataError) {
    self.init(profiles: profiles, model: try .builtIn(), bands: try .builtIn())
  }

  /// `readings`, each worked out again with its device's current profile.
  public func rederive(_ readings: [Reading]) -> [Reading] {
    readings.map(rederive)
  }

  /// `stored` with each reading re-derived, ids kept.
  public func rederive(_ stored: [StoredReading]) -> [StoredReading] {
    stored.map { StoredReading(id: $0.id, spotID: $0.spotID, reading: rederive($0.reading)) }
  }

  /// The band verdict of `reading` (``Reading/bandVerdict(in:)``), from the shared table of
  /// its errors when this derivation worked them out, else from its own distribution.
  public func bandVerdict(of reading: Reading) -> BandVerdict {
    guard case .estimate(let point, let interval) = reading.value,
      let errors = shared.value(for: key(reading)),
      errors.uncertainty == reading.uncertainty
    else { return reading.bandVerdict(in: bands) }
    return .estimate(
      BandAssessment(
        pointLux: point,
        probabilities: errors.prepared.probabilities(pointLux: point, bands: bands),
        interval: interval, table: bands))
  }

  /// What a reading's errors depend on besides its level.
  private func key(_ reading: Reading) -> SharedReadingErrors.Key {
    SharedReadingErrors.Key(
      deviceID: reading.deviceID, geometry: Self.geometry(reading),
      observedSpreadEV: reading.observedSpreadEV, confidence: reading.confidence)
  }

  /// How a reading was metered: a photo as a scene's reflected light
  /// (``MeasurementGeometry/photo``), anything else flat and screen up.
  private static func geometry(_ reading: Reading) -> MeasurementGeometry {
    reading.source.kind == "photo" ? .photo : .flatScreenUp
  }

  /// The profile `reading` is re-derived with, or `nil` to keep it as saved: the device's
  /// current profile, unless the reading was saved with a measured calibration and the current
  /// one is not a measurement at least as recent (a profile given once with `--profile` and
  /// never installed must not turn its readings back into uncalibrated ones).
  func currentProfile(for reading: Reading) -> DeviceProfile? {
    guard let profile = profiles[reading.deviceID] else { return nil }
    guard reading.calibration.isMeasured else { return profile }
    guard let current = profile.calibration.measurement,
      let savedDay = reading.calibration.date.flatMap(CalendarDay.init),
      let currentDay = CalendarDay(current.date), currentDay >= savedDay
    else { return nil }
    return profile
  }

  private func rederive(_ reading: Reading) -> Reading {
    guard let profile = currentProfile(for: reading) else { return reading }
    let calibration = profile.calibration
    let geometry = Self.geometry(reading)
    let point =
      calibration.pointLux(sceneEV: reading.sceneEV) * Math.exp2(model.pointOffsetEV(geometry))
    guard point.isFinite, point > 0 else { return reading }
    func make(tabulated: Bool) -> SharedReadingErrors.Errors {
      let budget = model.budget(
        calibration: calibration, pointLux: point, observedSpreadEV: reading.observedSpreadEV,
        geometry: geometry)
      return SharedReadingErrors.Errors(
        uncertainty: ReadingUncertainty(
          budget, trendBiasEV: calibration.measurement?.trendBiasEV(atLux: point) ?? 0),
        confidence: reading.confidence, tabulated: tabulated)
    }
    let errors: SharedReadingErrors.Errors
    if ErrorModel.budgetDependsOnLevel(calibration, pointLux: point) {
      errors = make(tabulated: false)
    } else {
      let key = key(reading)
      errors = shared.value(for: key) ?? shared.keep(make(tabulated: true), for: key)
    }
    let interval = LuxInterval(
      point: point, stops: errors.prepared.stops, confidence: reading.confidence)
    let stated: LimitCheck = reading.boundReason == .clipped ? .brightEnd : reading.limitCheck
    let value = LuxValue(point: point, interval: interval, limitCheck: stated)
    let band: Band
    switch value {
    case .atLeast(let lux), .atMost(let lux):
      band = bands.band(forLux: lux)
    case .estimate:
      band =
        BandAssessment(
          pointLux: point,
          probabilities: errors.prepared.probabilities(pointLux: point, bands: bands),
          interval: interval, table: bands
        ).likeliest
    }
    do {
      var derived = try Reading(
        takenAt: reading.takenAt, source: reading.source, deviceID: reading.deviceID,
        calibration: ReadingCalibration(calibration), exposure: reading.exposure,
        ev100: reading.ev100, sceneEV: reading.sceneEV,
        observedSpreadEV: reading.observedSpreadEV, uncertainty: errors.uncertainty, value: value,
        confidence: reading.confidence, bandID: band.id, limitCheck: reading.limitCheck,
        boundReason: reading.boundReason)
      derived.isForced = reading.isForced
      return derived
    } catch {
      return reading
    }
  }
}
