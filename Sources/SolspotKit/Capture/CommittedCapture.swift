/// What an app's live ``CaptureGate`` holds at the end of a capture: the last reading it
/// committed, what superseded it, the state it ended in and the device it used. It is what a
/// replay keeps of a capture file (``CaptureReplayer/Outcome``), so ``SpotMeasurer`` saves a
/// live reading by the same rules as a replayed one.
///
/// ```swift
/// // The phone lay at the spot; the gate committed a reading.
/// let request = MeasureRequest(
///   spot: "windowsill", source: .committed(CommittedCapture(gate), name: "live"), now: now)
/// ```
///
/// Properties: ``isStanding`` is `reading != nil && supersession == nil`, as for a replay.
public struct CommittedCapture: Sendable, Hashable {
  /// The last reading committed, if any.
  public let reading: CaptureReading?
  /// What superseded the reading while the phone still lay at the spot, if anything.
  public let supersession: Supersession?
  /// The state after the last sample.
  public let state: GateState
  /// How many samples the gate saw.
  public let sampleCount: Int
  /// The timestamp of the last sample.
  public let last: Double?
  /// The device profile the gate's estimator used.
  public let profile: DeviceProfile

  /// What `gate` holds now.
  public init(_ gate: CaptureGate) {
    self.init(
      reading: gate.lastReading, supersession: gate.supersession, state: gate.state,
      sampleCount: gate.sampleCount, last: gate.lastTimestamp, profile: gate.estimator.profile)
  }

  /// A capture with these parts, such as an app keeps of a gate it ran elsewhere.
  public init(
    reading: CaptureReading?, supersession: Supersession?, state: GateState, sampleCount: Int,
    last: Double?, profile: DeviceProfile
  ) {
    self.reading = reading
    self.supersession = supersession
    self.state = state
    self.sampleCount = sampleCount
    self.last = last
    self.profile = profile
  }

  /// Whether a reading was committed and still stood at the end.
  public var isStanding: Bool { reading != nil && supersession == nil }
}

extension CaptureReplayer.Outcome {
  /// The outcome of a live capture, as a replay of its samples would give it: no header and no
  /// first sample time (so no ``readingTime``), the gate's profile as the one given.
  init(_ live: CommittedCapture) {
    self.init(
      reading: live.reading, supersession: live.supersession, state: live.state, first: nil,
      last: live.last, sampleCount: live.sampleCount, header: nil,
      device: CaptureReplayer.DeviceChoice(
        profile: live.profile, source: .option, overriddenHeaderDevice: nil))
  }
}
