/// The gate between a live sample stream and a committed reading: a state machine fed one
/// sample at a time that commits a reading only while the phone lies flat, screen up, holds
/// still and auto-exposure has settled, and tells at every moment what is wrong.
///
/// ```
/// var gate = CaptureGate(estimator: estimator)
/// for sample in samples {
///   if gate.add(sample) { playHaptic() }    // a new state or settling reason
///   show(words(for: gate.state))           // every sample: a tilt's angle and progress move
/// }
/// let reading = gate.lastReading           // the last committed reading, if any
/// let stands = gate.supersession == nil    // nothing the camera saw changed after it
/// ```
///
/// The gates, in the order that names the state (``GateState``): face down, tilted, moving,
/// settling. Each flag has an enter and an exit level (``GateThresholds``). Any failing gate,
/// a pause longer than `maximumGapSeconds` or a timestamp that does not move forward empties
/// the settled window; so does a change of the saturation flags (clipping that starts or
/// clears, an end of the camera's range reached or left), so that every sample of a window
/// has the same flags. A reading is committed when the window has covered `settleSeconds` and
/// holds `minimumSamples` with a scene-EV spread of at most `stableRangeEV`: the median scene
/// EV of the window, its standard deviation as the observed spread of ``LuxEstimator``, and
/// the window's saturation flags as the limit check.
///
/// A committed reading stands until a gate fails (the phone is picked up), the stream pauses,
/// or what the camera sees changes: a sample's scene EV leaves the median by more than
/// `lightChangeEV`, the saturation flags change, or auto-exposure reports adjusting on every
/// sample for `adjustingWithdrawSeconds`. The last three supersede it (``supersession``):
/// settling starts again from that sample, and a bound never turns into a value, nor a value
/// into a bound, without a whole new window.
///
/// While settling, auto-exposure's adjusting flag empties the window, except at an end of the
/// camera's range, where auto-exposure cannot reach its target and may report adjusting for as
/// long as the light stays.
///
/// Properties (mirrored by the tests):
/// - memory is fixed when the gate is made: the window holds at most
///   ``GateThresholds/windowCapacity`` samples, whatever the length of the stream;
/// - a state with a reading is only entered from a sample that passes every gate, after a
///   window of at least `settleSeconds` of such samples;
/// - a committed reading's scene EV is the median of the window's samples;
/// - a reading with a value comes from a window in which no sample was clipped, at an end of
///   the range or adjusting;
/// - a saturated reading is a lower bound and a too-dark one an upper bound, each from a
///   window whose every sample had the same flags.
public struct CaptureGate: Sendable {
  /// The estimator readings are committed with.
  public let estimator: LuxEstimator
  /// The thresholds the gates use.
  public let thresholds: GateThresholds
  /// The confidence of committed intervals.
  public let confidence: Confidence

  /// The current state.
  public private(set) var state: GateState = .waiting
  /// The last reading committed, even after the state has moved on.
  public private(set) var lastReading: CaptureReading?
  /// What superseded ``lastReading`` while the phone still lay at the spot, if anything: then
  /// the reading describes the light before that moment, not the light since. `nil` while it
  /// stands, after the phone was picked up, and once a new reading is committed.
  public private(set) var supersession: Supersession?
  /// How many samples the gate has seen.
  public private(set) var sampleCount = 0
  /// The timestamp of the last sample.
  public private(set) var lastTimestamp: Double?

  // MARK: - Levels, worked out once

  private let limits: ExposureLimits?
  private let tiltEnterCosine: Double
  private let tiltExitCosine: Double
  private let faceDownEnterCosine: Double
  private let faceDownExitCosine: Double
  private let movingEnterCosine: Double
  private let movingExitCosine: Double
  private let limitEnterMargin: Double
  private let limitExitMargin: Double

  // MARK: - Flags with hysteresis

  private var isFaceDown = false
  private var isTilted = false
  private var currentTilt = Tilt(degrees: 0, direction: .top)
  private var motion = MotionFilter()
  private var isMoving = false
  private var saturation = SaturationFlags()

  // MARK: - Settling

  private var window: SettledWindow
  /// The saturation flags of every sample in the window, while it is not empty.
  private var windowFlags = SaturationFlags()
  private var notice: (reason: SettlingReason, time: Double)?
  private var committed: (median: Double, saturation: SaturationFlags)?
  /// The time of the first sample of the current run of adjusting samples, while committed.
  private var adjustingSince: Double?

  /// Creates a gate.
  ///
  /// - Parameters:
  ///   - estimator: Commits readings; its profile's exposure limits decide saturation.
  ///   - thresholds: The gates' levels; ``GateThresholds/standard`` by default.
  ///   - confidence: The confidence of committed intervals.
  public init(
    estimator: LuxEstimator, thresholds: GateThresholds = .standard,
    confidence: Confidence = .ninety
  ) {
    self.estimator = estimator
    self.thresholds = thresholds
    self.confidence = confidence
    limits = estimator.profile.exposureLimits
    func cosine(_ degrees: Double) -> Double { Self.cosine(degrees: degrees) }
    tiltEnterCosine = cosine(thresholds.tiltEnterDegrees)
    tiltExitCosine = cosine(thresholds.tiltExitDegrees)
    faceDownEnterCosine = cosine(thresholds.faceDownEnterDegrees)
    faceDownExitCosine = cosine(thresholds.faceDownExitDegrees)
    movingEnterCosine = cosine(thresholds.movingEnterDegrees)
    movingExitCosine = cosine(thresholds.movingExitDegrees)
    limitEnterMargin = Math.exp2(ExposureLimits.tolerance)
    limitExitMargin = Math.exp2(thresholds.limitExitStops)
    window = SettledWindow(thresholds: thresholds)
  }

  private static func cosine(degrees: Double) -> Double { Math.cos(degrees * Double.pi / 180) }

  /// Whether the state carries a committed reading.
  public var isCommitted: Bool { state.kind.isCommitted }

  // MARK: - Feeding samples

  /// Feeds one sample and updates the state.
  ///
  /// - Returns: Whether the state changed phase: its kind, or its settling reason. A tilt's
  ///   angle or a window's progress change the state's values without a change of phase.
  @discardableResult
  public mutating func add(_ sample: CaptureSample) -> Bool {
    sampleCount += 1
    let time = sample.timestamp
    var restart: SettlingReason?
    var step: Double?
    if let previous = lastTimestamp {
      let elapsed = time - previous
      if !(elapsed > 0) {
        restart = .timeWentBack(seconds: previous - time)
      } else if elapsed > thresholds.maximumGapSeconds {
        restart = .gap(seconds: elapsed)
      } else {
        step = elapsed
      }
    }
    lastTimestamp = time
    let gravity = sample.gravity
    let length = gravity.magnitude
    updateFlatness(gravity, length: length)
    isMoving = motion.update(
      gravity, length: length, step: step, isMoving: isMoving, levels: movingLevels)
    saturation.update(sample, limits: limits, levels: saturationLevels)
    if isFaceDown { return fail(.faceDown) }
    if isTilted { return fail(.tilted(currentTilt)) }
    if isMoving { return fail(.moving) }
    return settle(sample, restart: restart)
  }

  private var movingLevels: MotionFilter.Levels {
    MotionFilter.Levels(
      smoothingSeconds: thresholds.motionSmoothingSeconds, enterCosine: movingEnterCosine,
      exitCosine: movingExitCosine, enterG: thresholds.movingEnterG,
      exitG: thresholds.movingExitG)
  }

  private var saturationLevels: SaturationFlags.Levels {
    SaturationFlags.Levels(
      clippedEnter: thresholds.clippedEnterFraction, clippedExit: thresholds.clippedExitFraction,
      limitEnterMargin: limitEnterMargin, limitExitMargin: limitExitMargin)
  }

  private mutating func updateFlatness(_ gravity: Gravity, length: Double) {
    // Too short a vector has no direction: the last verdict stands (and the phone is moving).
    guard length >= Gravity.minimumMagnitude else { return }
    let cosine = -gravity.z / length
    if isFaceDown {
      if cosine > faceDownExitCosine { isFaceDown = false }
    } else if cosine < faceDownEnterCosine {
      isFaceDown = true
    }
    if isTilted {
      if cosine > tiltExitCosine { isTilted = false }
    } else if cosine < tiltEnterCosine {
      isTilted = true
    }
    if isTilted, let tilt = gravity.tilt { currentTilt = tilt }
  }

  // MARK: - Settling and committing

  /// Empties the window and enters `next`, a state of a failing gate.
  private mutating func fail(_ next: GateState) -> Bool {
    dropSettling()
    return transition(to: next)
  }

  private mutating func dropSettling() {
    window.removeAll()
    notice = nil
    committed = nil
    adjustingSince = nil
  }

  private mutating func settle(_ sample: CaptureSample, restart: SettlingReason?) -> Bool {
    let time = sample.timestamp
    if let restart {
      dropSettling()
      notice = (restart, time)
    }
    if let committed {
      guard let reason = supersedingReason(sample, committed: committed) else { return false }
      dropSettling()
      supersession = Supersession(reason: reason, time: time)
      notice = (reason, time)
    }
    if !window.isEmpty, let change = saturation.change(since: windowFlags) {
      window.removeAll()
      notice = (.saturationChanged(change), time)
    }
    if sample.isAdjustingExposure && !saturation.isAtLimit {
      window.removeAll()
      notice = (.cameraAdjusting, time)
      return transition(to: .settling(.cameraAdjusting))
    }
    if window.isEmpty { windowFlags = saturation }
    window.append(
      time: time, sceneEV: sample.sceneEV, settings: sample.settings,
      clippedFraction: sample.clippedFraction)
    let held = window.span(to: time)
    if held >= thresholds.settleSeconds - SettledWindow.timeTolerance {
      guard window.count >= thresholds.minimumSamples else {
        return transition(
          to: .settling(.sparseSamples(count: window.count, needed: thresholds.minimumSamples)))
      }
      let range = window.range()
      if range <= thresholds.stableRangeEV { return commit(at: time) }
      return transition(to: .settling(.lightUnstable(rangeEV: range)))
    }
    if let notice, time - notice.time < thresholds.noticeSeconds {
      return transition(to: .settling(notice.reason))
    }
    return transition(to: .settling(.measuring(held: held, needed: thresholds.settleSeconds)))
  }

  /// Why `sample` supersedes the committed reading, or `nil` when the reading stands: a
  /// change of the saturation flags, a change of light, or a run of adjusting samples.
  private mutating func supersedingReason(
    _ sample: CaptureSample, committed: (median: Double, saturation: SaturationFlags)
  ) -> SettlingReason? {
    if let change = saturation.change(since: committed.saturation) {
      return .saturationChanged(change)
    }
    let change = abs(sample.sceneEV - committed.median)
    if change > thresholds.lightChangeEV { return .lightChanged(byEV: change) }
    guard sample.isAdjustingExposure && !saturation.isAtLimit else {
      adjustingSince = nil
      return nil
    }
    let since = adjustingSince ?? sample.timestamp
    adjustingSince = since
    let run = sample.timestamp - since
    return run >= thresholds.adjustingWithdrawSeconds - SettledWindow.timeTolerance
      ? .cameraAdjusting : nil
  }

  private mutating func commit(at time: Double) -> Bool {
    let statistics = window.statistics()
    let limitCheck: LimitCheck
    if limits == nil {
      limitCheck = .unknownLimits
    } else if windowFlags.isAtBrightEnd {
      limitCheck = .brightEnd
    } else if windowFlags.isAtDarkEnd {
      limitCheck = .darkEnd
    } else {
      limitCheck = .within
    }
    let estimate = estimator.estimate(
      sceneEV: statistics.medianSceneEV, settings: statistics.representativeSettings,
      observedSpreadEV: statistics.spreadEV, limitCheck: limitCheck,
      isClipped: windowFlags.isClipped, confidence: confidence)
    let reading = CaptureReading(estimate: estimate, window: statistics, committedAt: time)
    lastReading = reading
    supersession = nil
    committed = (statistics.medianSceneEV, windowFlags)
    adjustingSince = nil
    notice = nil
    // A committed reading is checked against its median and flags; its window is not used
    // again, and the next one starts afresh.
    window.removeAll()
    switch estimate.value {
    case .estimate: return transition(to: .ready(reading))
    case .atLeast: return transition(to: .saturated(reading))
    case .atMost: return transition(to: .tooDark(reading))
    }
  }

  private mutating func transition(to next: GateState) -> Bool {
    let changed = !next.isSamePhase(as: state)
    state = next
    return changed
  }
}
