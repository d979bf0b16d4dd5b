/// When a spot's lamp is on, what kind it is, and whether the spot gets daylight besides.
///
/// A lamp's light is flat while it is on (the day curve adds it to the daylight at those
/// hours). The times are local clock minutes after midnight; a schedule may run past
/// midnight (`22:00–06:00`).
///
/// Properties: `0 <= start, end < 1440`, `start != end`; ``onMinutes`` is 1 to 1,439.
public struct LampSchedule: Sendable, Hashable {
  /// When the lamp comes on, in minutes after local midnight.
  public let startMinute: Int
  /// When it goes off, in minutes after local midnight.
  public let endMinute: Int
  /// The kind of lamp.
  public let source: LightSource
  /// Whether daylight reaches the spot too; `false` for a windowless shelf, whose curve is the
  /// lamp alone and needs no latitude.
  public let hasDaylight: Bool

  /// Creates a schedule, or throws ``LampScheduleError`` naming the field.
  public init(startMinute: Int, endMinute: Int, source: LightSource, hasDaylight: Bool = true)
    throws(LampScheduleError)
  {
    guard (0..<1_440).contains(startMinute) else { throw .minuteOutOfRange(.start, startMinute) }
    guard (0..<1_440).contains(endMinute) else { throw .minuteOutOfRange(.end, endMinute) }
    guard startMinute != endMinute else { throw .empty(startMinute) }
    self.startMinute = startMinute
    self.endMinute = endMinute
    self.source = source
    self.hasDaylight = hasDaylight
  }

  /// How many minutes a day the lamp is on.
  public var onMinutes: Int { (endMinute - startMinute + 1_440) % 1_440 }

  /// Whether the lamp is on at `minute` after local midnight (the start included, the end
  /// not).
  public func isOn(atMinute minute: Double) -> Bool {
    let m = minute.truncatingRemainder(dividingBy: 1_440)
    let t = m < 0 ? m + 1_440 : m
    let start = Double(startMinute)
    let end = Double(endMinute)
    return start < end ? (t >= start && t < end) : (t >= start || t < end)
  }

  /// The minutes the lamp is on in the local clock hour `hour` (0 to 23), 0 to 60.
  public func minutesOn(inHour hour: Int) -> Int {
    (0..<60).reduce(0) { $0 + (isOn(atMinute: Double(hour * 60 + $1)) ? 1 : 0) }
  }
}

/// Why a lamp schedule cannot be made.
public enum LampScheduleError: Error, Sendable, Hashable {
  /// Which end of the schedule.
  public enum End: String, Sendable, Hashable {
    /// When the lamp comes on.
    case start
    /// When it goes off.
    case end
  }

  /// A time outside 00:00–23:59.
  case minuteOutOfRange(End, Int)
  /// The lamp would go off when it comes on.
  case empty(Int)
}
