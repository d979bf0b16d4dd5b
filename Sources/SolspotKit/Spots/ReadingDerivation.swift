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
/// It stays cheap for many readings: the error distribution and its interval are worked out
/// once per distinct budget (one per profile and capture spread, and per level for a measured
/// profile's trend and extrapolation), and each reading adds only its shift, its point.
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
    var cache: [Key: Derived] = [:]
    return readings.map { rederive($0, cache: &cache) }
  }

  /// `stored` with each reading re-derived, ids kept.
  public func rederive(_ stored: [StoredReading]) -> [StoredReading] {
    var cache: [Key: Derived] = [:]
    return stored.map {
      StoredReading(id: $0.id, spotID: $0.spotID, reading: rederive($0.reading, cache: &cache))
    }
  }

  /// What a distribution's work is cached by.
  private struct Key: Hashable {
    let distribution: LogErrorDistribution
    let confidence: Confidence
  }

  /// A distribution's interval in stops at one confidence.
  private struct Derived {
    let stops: ClosedRange<Double>
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

  private func rederive(_ reading: Reading, cache: inout [Key: Derived]) -> Reading {
    guard let profile = currentProfile(for: reading) else { return reading }
    let calibration = profile.calibration
    // A photo was metered as a scene's reflected light (``MeasurementGeometry/photo``).
    let geometry: MeasurementGeometry = reading.source.kind == "photo" ? .photo : .flatScreenUp
    let point =
      calibration.pointLux(sceneEV: reading.sceneEV) * Math.exp2(model.pointOffsetEV(geometry))
    guard point.isFinite, point > 0 else { return reading }
    let budget = model.budget(
      calibration: calibration, pointLux: point, observedSpreadEV: reading.observedSpreadEV,
      geometry: geometry)
    let uncertainty = ReadingUncertainty(
      budget, trendBiasEV: calibration.measurement?.trendBiasEV(atLux: point) ?? 0)
    let distribution = uncertainty.absolute
    let key = Key(distribution: distribution, confidence: reading.confidence)
    let derived =
      cache[key]
      ?? {
        let made = Derived(stops: distribution.centralInterval(reading.confidence))
        cache[key] = made
        return made
      }()
    let interval = LuxInterval(point: point, stops: derived.stops, confidence: reading.confidence)
    let stated: LimitCheck = reading.boundReason == .clipped ? .brightEnd : reading.limitCheck
    let value = LuxValue(point: point, interval: interval, limitCheck: stated)
    let band: Band
    switch value {
    case .atLeast(let lux), .atMost(let lux):
      band = bands.band(forLux: lux)
    case .estimate:
      band =
        BandVerdict.estimate(
          BandAssessment(
            pointLux: point, distribution: distribution, interval: interval, table: bands)
        ).band
    }
    do {
      var derived = try Reading(
        takenAt: reading.takenAt, source: reading.source, deviceID: reading.deviceID,
        calibration: ReadingCalibration(calibration), exposure: reading.exposure,
        ev100: reading.ev100, sceneEV: reading.sceneEV,
        observedSpreadEV: reading.observedSpreadEV, uncertainty: uncertainty, value: value,
        confidence: reading.confidence, bandID: band.id, limitCheck: reading.limitCheck,
        boundReason: reading.boundReason)
      derived.isForced = reading.isForced
      return derived
    } catch {
      return reading
    }
  }
}
