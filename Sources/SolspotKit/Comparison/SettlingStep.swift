/// What would settle which of two sets of readings gets more light, when their ratio's
/// interval holds 1 (``LightRatio/Direction/similar``): worked out from the parts of the
/// interval (``RatioParts``), the largest part first, then the timing.
///
/// - The light's variation is the largest part: more readings of each narrow it
///   (``moreReadings(perSet:)``, with how many would clear 1 if the readings kept their mean
///   and scatter).
/// - The spots' own geometry is, for two different spots read by one device of which one's
///   lighting is not known: saying how each spot is lit (``sayLighting``), the cheap step,
///   then as below.
/// - The spots' own geometry is: a calibration with a lux meter in the home
///   (``calibration``), or, where a calibration would not narrow it (a calibrated device, or
///   two sets of one spot, whose season term no calibration measures), a lux meter reading
///   at both (``luxMeter``).
/// - The device's response beyond a calibration's range is: pairs that cover both levels
///   (``calibrationCoveringLevels``).
/// - The devices' own errors are (different devices): readings of both with one device
///   (``oneDevice``).
/// - The sets were taken months or hours apart (``ComparisonCaution``): readings of the same
///   months or times of day (``sameTimes(months:timesOfDay:)``); for two seasons of one spot
///   only the hours count.
public enum SettlingStep: Sendable, Hashable {
  /// More readings of each set; `perSet` readings each would put the interval clear of 1 if
  /// the readings kept their mean and scatter, `nil` when no number up to ``maxReadings``
  /// would (the other parts alone hold 1).
  case moreReadings(perSet: Int?)
  /// Saying how each spot is lit (``LightingKind``), so that the pair takes its own size.
  case sayLighting
  /// A calibration of the device in the home with a reference lux meter.
  case calibration
  /// Readings of a reference lux meter at both places (or at the spot in both periods).
  case luxMeter
  /// A calibration whose pairs cover both sets' light levels.
  case calibrationCoveringLevels
  /// Readings of both sets with one device.
  case oneDevice
  /// Readings of both sets in the same months, at the same times of day, or both.
  case sameTimes(months: Bool, timesOfDay: Bool)

  /// The most readings per set ``moreReadings(perSet:)`` names.
  public static let maxReadings = 30

  /// The step's kind, with a stable code for JSON as its raw value.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``SettlingStep/moreReadings(perSet:)``.
    case moreReadings = "more-readings"
    /// ``SettlingStep/sayLighting``.
    case sayLighting = "say-lighting"
    /// ``SettlingStep/calibration``.
    case calibration
    /// ``SettlingStep/luxMeter``.
    case luxMeter = "lux-meter"
    /// ``SettlingStep/calibrationCoveringLevels``.
    case calibrationCoveringLevels = "calibration-covering-levels"
    /// ``SettlingStep/oneDevice``.
    case oneDevice = "one-device"
    /// ``SettlingStep/sameTimes(months:timesOfDay:)``.
    case sameTimes = "same-times"
  }

  /// The step's kind.
  public var kind: Kind {
    switch self {
    case .moreReadings: .moreReadings
    case .sayLighting: .sayLighting
    case .calibration: .calibration
    case .luxMeter: .luxMeter
    case .calibrationCoveringLevels: .calibrationCoveringLevels
    case .oneDevice: .oneDevice
    case .sameTimes: .sameTimes
    }
  }

  /// The steps for a comparison whose interval holds 1, as the type's documentation says.
  ///
  /// - Parameters:
  ///   - parts: The ratio's parts.
  ///   - point: The ratio's point, in stops.
  ///   - counts: The readings (estimates) of each set.
  ///   - lights: The light's variation of each set (the error of its mean).
  ///   - isCalibrated: Whether every reading compared came from a measured calibration.
  ///   - isOneSpot: Whether the two sets are readings of one spot (seasons).
  ///   - lightingUnknown: Whether the sets are two spots read by one device and a spot's
  ///     lighting is not known.
  ///   - cautions: The comparison's timing cautions.
  ///   - geometry: The geometry part with n readings of each set (the season term's
  ///     per-moment part shrinks with readings); the parts' own by default.
  static func steps(
    parts: RatioParts, point: Double, counts: (Int, Int), lights: (ErrorSpread, ErrorSpread),
    isCalibrated: Bool, isOneSpot: Bool, lightingUnknown: Bool = false,
    cautions: [ComparisonCaution], confidence: Confidence,
    geometry: ((Int) -> ErrorSpread)? = nil
  ) -> [SettlingStep] {
    var steps: [SettlingStep] = []
    switch parts.largest {
    case .light:
      let others = parts.response + parts.device
      let start = max(counts.0, counts.1) + 1
      var found: Int?
      if start <= maxReadings {
        for n in start...maxReadings {
          let light =
            lights.0.scaled(by: (Double(counts.0) / Double(n)).squareRoot())
            + lights.1.scaled(by: (Double(counts.1) / Double(n)).squareRoot())
          let rest = others + (geometry?(n) ?? parts.geometry)
          let stops = LogErrorDistribution(spread: rest + light).centralInterval(confidence)
          if point + stops.lowerBound > 0 || point + stops.upperBound < 0 {
            found = n
            break
          }
        }
      }
      steps.append(.moreReadings(perSet: found))
    case .geometry:
      if lightingUnknown && !isOneSpot { steps.append(.sayLighting) }
      steps.append(isCalibrated || isOneSpot ? .luxMeter : .calibration)
    case .response:
      steps.append(.calibrationCoveringLevels)
    case .device:
      steps.append(.oneDevice)
    }
    var months = false
    var hours = false
    for caution in cautions {
      switch caution {
      case .monthsApart: months = !isOneSpot
      case .timesOfDayApart: hours = true
      }
    }
    if months || hours { steps.append(.sameTimes(months: months, timesOfDay: hours)) }
    return steps
  }
}
