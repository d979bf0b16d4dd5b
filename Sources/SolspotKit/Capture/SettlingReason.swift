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
}
