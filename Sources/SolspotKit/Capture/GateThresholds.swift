/// The named parameters of a ``CaptureGate``, with defaults and the reasons for them.
///
/// Every threshold a state turns on has an enter level and an exit level (hysteresis), so that
/// a phone held right at a threshold does not make the state flicker: it must come back past
/// the exit level, which lies on the good side of the enter level, before the state clears.
/// docs/method.md ("Capture gates") explains the defaults at length.
///
/// | parameter | default | why |
/// |---|---|---|
/// | `tiltEnterDegrees` / `tiltExitDegrees` | 7° / 4° | 7° straight toward a light 60° from the zenith changes a flat receptor by 0.27 EV at worst, about the 0.2 EV scene component |
/// | `faceDownEnterDegrees` / `faceDownExitDegrees` | 100° / 90° | past an edge, the camera faces the floor |
/// | `motionSmoothingSeconds` | 0.25 s | averages over 7–15 samples at 30–60 Hz |
/// | `movingEnterDegrees` / `movingExitDegrees` | 3° / 1.5° | turning faster than about 12°/s; sensor noise is under 1° |
/// | `movingEnterG` / `movingExitG` | 0.08 g / 0.04 g | a hand's tremor stays under 0.05 g |
/// | `settleSeconds` | 1 s | auto-exposure converges in about half a second; a second gives 30–60 samples |
/// | `minimumSamples` | 10 | a median of fewer says little about the spread |
/// | `stableRangeEV` | 0.3 EV | max − min over the window: the 90% range of the 0.1 EV repeatability floor |
/// | `lightChangeEV` | 0.5 EV | a committed reading stands until a sample leaves its median by this much |
/// | `adjustingWithdrawSeconds` | 0.1 s | a committed reading stands through a shorter run of auto-exposure's adjusting flag |
/// | `maximumGapSeconds` | 0.25 s | 7 frames at 30 Hz: a paused stream, not a dropped frame |
/// | `noticeSeconds` | 0.5 s | how long a restart's reason stays before the progress shows |
/// | `clippedEnterFraction` / `clippedExitFraction` | 2% / 1% | 2% clipped can hide 0.4 EV of light |
/// | `limitExitStops` | 1/3 EV | enter at ``ExposureLimits/tolerance`` (1/6 EV), leave beyond 1/3 |
/// | `maximumSampleRate` | 240 Hz | sizes the window; faster streams are thinned for it |
public struct GateThresholds: Sendable, Hashable {
  // MARK: - Flatness

  /// The tilt from flat beyond which the phone counts as tilted, in degrees.
  public let tiltEnterDegrees: Double
  /// The tilt below which a tilted phone counts as flat again, in degrees.
  public let tiltExitDegrees: Double
  /// The tilt beyond which the phone counts as face down, in degrees (90° is on an edge).
  public let faceDownEnterDegrees: Double
  /// The tilt below which a face-down phone no longer counts as face down, in degrees.
  public let faceDownExitDegrees: Double

  // MARK: - Stillness

  /// The time constant of the smoothing that motion is measured against, in seconds.
  public let motionSmoothingSeconds: Double
  /// How far gravity may turn from its smoothed direction before the phone counts as moving,
  /// in degrees.
  public let movingEnterDegrees: Double
  /// How close to its smoothed direction gravity must come back, in degrees.
  public let movingExitDegrees: Double
  /// How far the smoothed length of gravity may stray from 1 g before the phone counts as
  /// moving (raw accelerometer readings include the hand's own acceleration), in g.
  public let movingEnterG: Double
  /// How close to 1 g the smoothed length must come back, in g.
  public let movingExitG: Double

  // MARK: - Settling

  /// How long the phone must stay flat and still, with auto-exposure quiet, before a reading
  /// is committed; also the length of the settled window, in seconds.
  public let settleSeconds: Double
  /// The fewest samples a settled window may hold.
  public let minimumSamples: Int
  /// The largest spread (max − min) of scene EV over the window that counts as settled.
  public let stableRangeEV: Double
  /// How far a sample's scene EV may leave a committed reading's median before the reading
  /// is dropped and measuring starts again, in EV.
  public let lightChangeEV: Double
  /// How long auto-exposure must report adjusting, on every sample, before a committed
  /// reading is superseded and settling starts again, in seconds. While settling, a single
  /// adjusting sample empties the window: the flag is strict for committing and tolerant, by
  /// this much, for keeping a reading.
  public let adjustingWithdrawSeconds: Double
  /// The longest pause between samples that does not restart settling, in seconds.
  public let maximumGapSeconds: Double
  /// How long the reason for a restart (adjusting, a gap, a change of light) stays the
  /// settling reason before the progress is shown, in seconds.
  public let noticeSeconds: Double
  /// The fastest sample rate the window keeps every sample of, in hertz.
  public let maximumSampleRate: Double

  // MARK: - Saturation

  /// The clipped fraction of the frame from which a reading is saturated.
  public let clippedEnterFraction: Double
  /// The clipped fraction below which a saturated reading clears.
  public let clippedExitFraction: Double
  /// How far, in stops, settings must move from an end of the camera's range to leave it;
  /// they enter it within ``ExposureLimits/tolerance``.
  public let limitExitStops: Double

  /// The defaults of the table above.
  public static let standard = GateThresholds()

  /// Creates thresholds; every parameter defaults to the value in the table above.
  ///
  /// - Precondition: every exit level lies on the good side of its enter level, times and
  ///   counts are positive, and fractions lie in 0...1.
  public init(
    tiltEnterDegrees: Double = 7, tiltExitDegrees: Double = 4,
    faceDownEnterDegrees: Double = 100, faceDownExitDegrees: Double = 90,
    motionSmoothingSeconds: Double = 0.25, movingEnterDegrees: Double = 3,
    movingExitDegrees: Double = 1.5, movingEnterG: Double = 0.08, movingExitG: Double = 0.04,
    settleSeconds: Double = 1, minimumSamples: Int = 10, stableRangeEV: Double = 0.3,
    lightChangeEV: Double = 0.5, adjustingWithdrawSeconds: Double = 0.1,
    maximumGapSeconds: Double = 0.25, noticeSeconds: Double = 0.5,
    maximumSampleRate: Double = 240, clippedEnterFraction: Double = 0.02,
    clippedExitFraction: Double = 0.01, limitExitStops: Double = 1.0 / 3
  ) {
    precondition(0 < tiltExitDegrees && tiltExitDegrees <= tiltEnterDegrees, "tilt levels")
    precondition(
      tiltEnterDegrees < faceDownExitDegrees && faceDownExitDegrees <= faceDownEnterDegrees
        && faceDownEnterDegrees < 180, "face-down levels")
    precondition(motionSmoothingSeconds > 0, "motion smoothing")
    precondition(0 < movingExitDegrees && movingExitDegrees <= movingEnterDegrees, "moving levels")
    precondition(0 < movingExitG && movingExitG <= movingEnterG, "moving g levels")
    precondition(settleSeconds > 0 && minimumSamples >= 1, "settling window")
    precondition(stableRangeEV >= 0 && lightChangeEV >= stableRangeEV / 2, "EV levels")
    precondition(maximumGapSeconds > 0 && noticeSeconds >= 0, "gap and notice")
    precondition(adjustingWithdrawSeconds >= 0, "adjusting run")
    precondition(maximumSampleRate > 0 && settleSeconds * maximumSampleRate <= 100_000, "rate")
    precondition(
      0 <= clippedExitFraction && clippedExitFraction <= clippedEnterFraction
        && clippedEnterFraction <= 1, "clipped levels")
    precondition(limitExitStops >= ExposureLimits.tolerance, "limit levels")
    self.tiltEnterDegrees = tiltEnterDegrees
    self.tiltExitDegrees = tiltExitDegrees
    self.faceDownEnterDegrees = faceDownEnterDegrees
    self.faceDownExitDegrees = faceDownExitDegrees
    self.motionSmoothingSeconds = motionSmoothingSeconds
    self.movingEnterDegrees = movingEnterDegrees
    self.movingExitDegrees = movingExitDegrees
    self.movingEnterG = movingEnterG
    self.movingExitG = movingExitG
    self.settleSeconds = settleSeconds
    self.minimumSamples = minimumSamples
    self.stableRangeEV = stableRangeEV
    self.lightChangeEV = lightChangeEV
    self.adjustingWithdrawSeconds = adjustingWithdrawSeconds
    self.maximumGapSeconds = maximumGapSeconds
    self.noticeSeconds = noticeSeconds
    self.maximumSampleRate = maximumSampleRate
    self.clippedEnterFraction = clippedEnterFraction
    self.clippedExitFraction = clippedExitFraction
    self.limitExitStops = limitExitStops
  }

  /// How many samples the settled window holds at most: every sample of `settleSeconds` at
  /// `maximumSampleRate`, plus both ends.
  public var windowCapacity: Int {
    Int((settleSeconds * maximumSampleRate).rounded(.up)) + 2
  }
}
