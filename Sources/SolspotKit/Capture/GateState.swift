/// Where a capture stands, with the values an app needs to say so (the CLI's words are in
/// `Output/CaptureText.swift`).
///
/// The gates are checked in this order, and the first that fails names the state: face down,
/// tilted, moving, settling. When all pass for the settled window, a reading is committed and
/// the state is ready, saturated or too dark, each with the committed ``CaptureReading``.
///
/// | state | what the CLI says (example) |
/// |---|---|
/// | waiting | Lay the phone flat, screen up, where the pot would stand. |
/// | face down | Face down: turn the phone screen up. |
/// | tilted | Tilted 23° toward the top edge: lay the phone flat. |
/// | moving | Moving: hold the phone still. |
/// | settling | Exposure still settling: the camera is adjusting; hold still. |
/// | ready | Ready: 540 lux (90% interval 300–1,300 lux), low. |
/// | saturated | Too bright for this camera: at least 34,000 lux (direct). |
/// | saturated (clipped) | Part of the view is clipped (8% of the frame): a light source or bright patch in view; at least 0.54 lux (low or brighter). |
/// | too dark | Too dark for this camera: at most 3.3 lux (low). |
public enum GateState: Sendable, Hashable {
  /// No sample yet.
  case waiting
  /// The screen faces down: the front camera sees the surface, not the light.
  case faceDown
  /// The phone leans by more than the tilt threshold.
  case tilted(Tilt)
  /// The phone is turning or being carried.
  case moving
  /// Flat and still, but no reading yet, for the reason given.
  case settling(SettlingReason)
  /// A reading with its interval was committed.
  indirect case ready(CaptureReading)
  /// A reading was committed, but only as a lower bound: the camera was at the bright end of
  /// its range or part of its frame was clipped.
  indirect case saturated(CaptureReading)
  /// A reading was committed, but only as an upper bound: the camera was at the dark end of
  /// its range.
  indirect case tooDark(CaptureReading)

  /// The state without its values.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``GateState/waiting``.
    case waiting
    /// ``GateState/faceDown``.
    case faceDown = "face-down"
    /// ``GateState/tilted(_:)``.
    case tilted
    /// ``GateState/moving``.
    case moving
    /// ``GateState/settling(_:)``.
    case settling
    /// ``GateState/ready(_:)``.
    case ready
    /// ``GateState/saturated(_:)``.
    case saturated
    /// ``GateState/tooDark(_:)``.
    case tooDark = "too-dark"

    /// Whether a state of this kind carries a committed reading.
    public var isCommitted: Bool { self == .ready || self == .saturated || self == .tooDark }
  }

  /// The state's kind; its raw value is the stable code scripts see.
  public var kind: Kind {
    switch self {
    case .waiting: .waiting
    case .faceDown: .faceDown
    case .tilted: .tilted
    case .moving: .moving
    case .settling: .settling
    case .ready: .ready
    case .saturated: .saturated
    case .tooDark: .tooDark
    }
  }

  /// The settling reason, when settling.
  public var settlingReason: SettlingReason? {
    if case .settling(let reason) = self { reason } else { nil }
  }

  /// The committed reading, when ready, saturated or too dark.
  public var reading: CaptureReading? {
    switch self {
    case .ready(let reading), .saturated(let reading), .tooDark(let reading): reading
    default: nil
    }
  }

  /// Whether `other` is the same state apart from its values (a tilt's angle, a settling
  /// window's progress): what a change of state means for a trace.
  public func isSamePhase(as other: GateState) -> Bool {
    kind == other.kind && settlingReason?.kind == other.settlingReason?.kind
  }
}
