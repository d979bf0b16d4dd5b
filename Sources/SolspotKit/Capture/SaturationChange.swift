/// How the saturation flags of a capture changed: the reason a settled window (or a committed
/// reading) starts again, so that every committed window is uniform, all its samples
/// unclipped and within the camera's range, or all of them clipped or at the same end.
///
/// When several flags change on one sample, the first in this order names the change:
/// clipped, bright end, dark end, unclipped, within range.
public enum SaturationChange: String, Sendable, Hashable, CaseIterable {
  /// Part of the frame became clipped.
  case clipped
  /// The settings reached the bright end of the camera's range.
  case brightEnd = "bright-end"
  /// The settings reached the dark end of the camera's range.
  case darkEnd = "dark-end"
  /// The clipping cleared.
  case unclipped
  /// The settings left an end of the camera's range.
  case withinRange = "within-range"
}
