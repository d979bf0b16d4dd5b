/// The two layouts of a capture file, and the names of their fields (docs/capture-format.md).
///
/// Both may start with the JSON header line (``CaptureHeader``). The first line after it
/// decides: a JSON object means JSON Lines, anything else is the CSV column row.
public enum CaptureFormat: String, Sendable, Hashable, CaseIterable {
  /// One JSON object per line.
  case jsonLines
  /// A row of column names, then one sample per row.
  case csv

  /// The fields of a JSON Lines sample, in the order errors name missing ones.
  public static let jsonFields = [
    "t", "exposureDuration", "iso", "lensAperture", "exposureTargetOffset",
    "isAdjustingExposure", "gravity", "clippedFraction",
  ]

  /// The columns of a CSV capture: the JSON fields with `gravity` split into three.
  public static let csvColumns = [
    "t", "exposureDuration", "iso", "lensAperture", "exposureTargetOffset",
    "isAdjustingExposure", "gravityX", "gravityY", "gravityZ", "clippedFraction",
  ]

  /// The fields and columns that may be left out (or, in CSV, left empty, and in JSON be
  /// `null`).
  public static let optionalFields: Set<String> = ["clippedFraction"]
}
