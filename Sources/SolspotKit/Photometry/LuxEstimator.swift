/// Turns exposure settings into a ``LuxEstimate`` for one device.
///
/// ```
/// point = C · 2^EV            (C from the device profile, EV = EV100 + bias; a photo's
///                              point is 2^pointOffsetEV higher, ErrorModel/pointOffsetEV(_:))
/// true  = point · 2^E         (E: the error in stops, from the error budget)
/// interval = point · 2^[q(α/2), q(1 − α/2)]   (quantiles of E at confidence 1 − α)
/// ```
///
/// The interval is central in probability. It always contains the point: if the one-sided
/// attenuation were ever large enough to push the whole central interval above the point, the
/// lower end would be extended down to it, which only makes the interval more conservative.
public struct LuxEstimator: Sendable {
  /// The camera's profile.
  public let profile: DeviceProfile
  /// The error components besides the calibration constant.
  public let model: ErrorModel
  /// The bands readings are sorted into.
  public let bands: BandTable
  /// The error distributions worked out so far, one per geometry, capture spread and
  /// confidence, with their tables.
  private let prepared = SharedCache<PreparedErrors.Key, PreparedErrors.Errors>()

  /// The notes of every reading of the profile.
  private let profileNotes: [EstimateNote]

  /// Creates an estimator from its parts.
  public init(profile: DeviceProfile, model: ErrorModel, bands: BandTable) {
    self.profile = profile
    self.model = model
    self.bands = bands
    profileNotes = Self.profileNotes(profile)
  }

  /// Creates an estimator for `profile` with the built-in error model and bands.
  ///
  /// - Throws: ``DataError`` if the built-in data is broken (a build defect).
  public init(profile: DeviceProfile) throws(DataError) {
    self.init(profile: profile, model: try .builtIn(), bands: try .builtIn())
  }

  /// The estimate for one set of settings, with the bias applied.
  ///
  /// - Parameters:
  ///   - exposure: The settings.
  ///   - geometry: How the camera was placed: flat and screen up (the default), or a photo.
  ///   - confidence: The confidence of the interval.
  public func estimate(
    _ exposure: Exposure, geometry: MeasurementGeometry = .flatScreenUp,
    confidence: Confidence = .ninety
  ) -> LuxEstimate {
    estimate(
      sceneEV: exposure.sceneEV, settings: exposure, geometry: geometry, confidence: confidence)
  }

  /// The estimate for an exposure value measured some other way, such as the median of a
  /// capture's settled window.
  ///
  /// A bound replaces the value when the limit check is at an end of the camera's range, or
  /// when the frame was clipped: a clipped frame reads darker than the scene, so its reading is
  /// only a lower bound (``LuxValue/atLeast(_:)``), even at the dark end.
  ///
  /// - Parameters:
  ///   - sceneEV: The exposure value of the scene, bias and offsets already applied.
  ///   - settings: Representative settings, used to check the camera's limits and lens.
  ///   - observedSpreadEV: The scatter measured over the readings behind `sceneEV`, if any;
  ///     it replaces the repeatability component when larger.
  ///   - limitCheck: Where the reading sits in the camera's range when the caller judged it
  ///     over more than `settings` (a capture gate over its window, with hysteresis); `nil`
  ///     checks `settings` against the profile's limits.
  ///   - isClipped: Whether part of the frame was clipped (too bright for the sensor).
  ///   - geometry: How the camera was placed: flat and screen up (the default), or a photo.
  ///   - confidence: The confidence of the interval.
  public func estimate(
    sceneEV: Double, settings: Exposure, observedSpreadEV: Double? = nil,
    limitCheck givenCheck: LimitCheck? = nil, isClipped: Bool = false,
    geometry: MeasurementGeometry = .flatScreenUp, confidence: Confidence = .ninety
  ) -> LuxEstimate {
    let (point, errors) = errors(
      sceneEV: sceneEV, observedSpreadEV: observedSpreadEV, geometry: geometry,
      confidence: confidence)
    let interval = LuxInterval(point: point, stops: errors.prepared.stops, confidence: confidence)
    let limitCheck = givenCheck ?? profile.exposureLimits?.check(settings) ?? .unknownLimits
    let value = LuxValue(
      point: point, interval: interval, limitCheck: isClipped ? .brightEnd : limitCheck)
    let band: BandVerdict
    switch value {
    case .atLeast(let bound):
      band = .atLeast(bands.band(forLux: bound))
    case .atMost(let bound):
      band = .atMost(bands.band(forLux: bound))
    case .estimate:
      band = .estimate(
        BandAssessment(
          pointLux: point,
          probabilities: errors.prepared.probabilities(pointLux: point, bands: bands),
          interval: interval, table: bands))
    }
    var notes = notes(
      settings: settings, point: point, isClipped: isClipped, isBound: value.isBound)
    if EstimateNote.isImplausiblyBright(value) { notes.insert(.implausiblyBright, at: 0) }
    if geometry == .photo { notes.insert(.photoGeometry, at: 0) }
    if case .estimate(let assessment) = band, !assessment.isConfident {
      notes.insert(.bandUncertain, at: 0)
    }
    return LuxEstimate(
      exposure: settings, sceneEV: sceneEV, value: value, band: band, device: profile,
      limitCheck: limitCheck, budget: errors.budget, distribution: errors.prepared.distribution,
      confidence: confidence, notes: notes, pointLux: point)
  }

  /// The point value and interval for an exposure value alone, for readings that report no
  /// settings: without settings neither the camera's limits nor its lens can be checked, so
  /// the result is never a bound. ``estimate(sceneEV:settings:observedSpreadEV:limitCheck:isClipped:geometry:confidence:)``
  /// is the same computation with those checks.
  public func interval(sceneEV: Double, confidence: Confidence = .ninety)
    -> (point: Double, interval: LuxInterval)
  {
    let (point, errors) = errors(
      sceneEV: sceneEV, observedSpreadEV: nil, geometry: .flatScreenUp, confidence: confidence)
    return (point, LuxInterval(point: point, stops: errors.prepared.stops, confidence: confidence))
  }

  /// The point value of `sceneEV` and the error of a reading there: shared by every reading
  /// whose budget does not depend on its level (``PreparedErrors``), worked out for this one
  /// when it does (a measured profile's trend, or extrapolation beyond its range).
  private func errors(
    sceneEV: Double, observedSpreadEV: Double?, geometry: MeasurementGeometry,
    confidence: Confidence
  ) -> (point: Double, errors: PreparedErrors.Errors) {
    let calibration = profile.calibration
    let point =
      calibration.pointLux(sceneEV: sceneEV) * Math.exp2(model.pointOffsetEV(geometry))
    let shared = !ErrorModel.budgetDependsOnLevel(calibration, pointLux: point)
    let key = PreparedErrors.Key(
      geometry: geometry, observedSpreadEV: observedSpreadEV, confidence: confidence)
    if shared, let errors = prepared.value(for: key) { return (point, errors) }
    let errors = PreparedErrors.Errors(
      budget: model.budget(
        calibration: calibration, pointLux: point, observedSpreadEV: observedSpreadEV,
        geometry: geometry),
      confidence: confidence, tabulated: shared)
    return (point, shared ? prepared.keep(errors, for: key) : errors)
  }

  /// The notes for a reading with `settings` and point value `point`: those of the reading,
  /// then those of the profile (``profileNotes``), shared by its readings without a copy.
  private func notes(settings: Exposure, point: Double, isClipped: Bool, isBound: Bool)
    -> [EstimateNote]
  {
    var notes: [EstimateNote] = isClipped ? [.clippedFrame] : []
    if let limits = profile.exposureLimits, limits.isBeyond(settings) {
      notes.append(.beyondLimits(generic: limits.isGeneric))
    }
    if let lens = profile.fNumber, profile.lensDiffers(from: settings.fNumber) {
      notes.append(.apertureMismatch(profile: lens, given: settings.fNumber))
    }
    if let measurement = profile.calibration.measurement,
      !measurement.validLux.contains(point)
    {
      notes.append(.outsideCalibratedRange(measurement.validLux, isBound: isBound))
    }
    return notes.isEmpty ? profileNotes : notes + profileNotes
  }

  /// The notes every reading of the profile carries: not calibrated, limits unknown or
  /// generic.
  private static func profileNotes(_ profile: DeviceProfile) -> [EstimateNote] {
    var notes: [EstimateNote] = []
    if !profile.isCalibrated { notes.append(.uncalibrated) }
    if let limits = profile.exposureLimits {
      if limits.isGeneric { notes.append(.genericLimits) }
    } else {
      notes.append(.unknownLimits)
    }
    return notes
  }
}
