/// Why a flat, still phone has no reading yet.
public enum SettlingReason: Sendable, Hashable {
  /// Every gate passes; the window is filling: `held` of `needed` seconds.
  case measuring(held: Double, needed: Double)
  /// Auto-exposure reports that it is still moving the settings.
  case cameraAdjusting
  /// The window has held long enough but holds only `count` samples of the `needed`: the
  /// stream is too sparse for a median.
  case sparseSamples(count: Int, needed: Int)
  /// The window is full but its scene EV spreads over `rangeEV`, more than a settled reading.
  case lightUnstable(rangeEV: Double)
  /// A committed reading was dropped: a sample's scene EV left its median by `byEV`.
  case lightChanged(byEV: Double)
  /// The saturation flags changed (clipping started or cleared, an end of the camera's range
  /// was reached or left): the window, or the committed reading, starts again, so that a
  /// reading never mixes clipped or out-of-range frames with clean ones.
  case saturationChanged(SaturationChange)
  /// No sample arrived for `seconds`: settling starts again.
  case gap(seconds: Double)
  /// A sample's timestamp was `seconds` before the previous one (0 for the same time):
  /// settling starts again.
  case timeWentBack(seconds: Double)

  /// The reason without its values, for telling changes of reason from changes of value.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``SettlingReason/measuring(held:needed:)``.
    case measuring
    /// ``SettlingReason/cameraAdjusting``.
    case cameraAdjusting = "camera-adjusting"
    /// ``SettlingReason/sparseSamples(count:needed:)``.
    case sparseSamples = "sparse-samples"
    /// ``SettlingReason/lightUnstable(rangeEV:)``.
    case lightUnstable = "light-unstable"
    /// ``SettlingReason/lightChanged(byEV:)``.
    case lightChanged = "light-changed"
    /// ``SettlingReason/saturationChanged(_:)``.
    case saturationChanged = "saturation-changed"
    /// ``SettlingReason/gap(seconds:)``.
    case gap
    /// ``SettlingReason/timeWentBack(seconds:)``.
    case timeWentBack = "time-went-back"
  }

  /// The reason's kind; its raw value is the stable code scripts see.
  public var kind: Kind {
    switch self {
    case .measuring: .measuring
    case .cameraAdjusting: .cameraAdjusting
    case .sparseSamples: .sparseSamples
    case .lightUnstable: .lightUnstable
    case .lightChanged: .lightChanged
    case .saturationChanged: .saturationChanged
    case .gap: .gap
    case .timeWentBack: .timeWentBack
    }
  }

  /// The sentence an app shows: "Exposure still settling: the camera is adjusting; hold still."
  public var sentence: String {
    switch self {
    case .measuring(let held, let needed):
      "Exposure still settling: hold still (\(NumberText.fixed(min(held, needed), 1)) s of "
        + "\(NumberText.plain(needed)) s)."
    case .cameraAdjusting:
      "Exposure still settling: the camera is adjusting; hold still."
    case .sparseSamples(let count, let needed):
      "Exposure still settling: only \(count) samples in the window, \(needed) needed; hold still."
    case .lightUnstable(let range):
      "Exposure still settling: the light varies by \(NumberText.fixed(range, 2)) EV; keep the "
        + "phone still, or wait for steady light (a fan, a flickering lamp, passing clouds)."
    case .lightChanged(let change):
      "The light changed by \(NumberText.fixed(change, 2)) EV: measuring again; hold still."
    case .saturationChanged(let change):
      "\(change.clause.prefix(1).uppercased())\(change.clause.dropFirst()): measuring again; "
        + "hold still."
    case .gap(let seconds):
      "No samples for \(NumberText.fixed(seconds, 2)) s: measuring again; hold still."
    case .timeWentBack(let seconds):
      "A sample went back \(NumberText.fixed(seconds, 3)) s in time: measuring again; hold still."
    }
  }
}
