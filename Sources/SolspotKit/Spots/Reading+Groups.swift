extension Array where Element == Reading {
  /// The positions of the readings, grouped by device and calibration
  /// (``Reading/sharesCalibration(with:)``), groups in order of first use: the sets within
  /// which a device's own error is shared.
  func calibrationGroups() -> [[Int]] {
    var groups: [[Int]] = []
    for (index, reading) in enumerated() {
      if let group = groups.firstIndex(where: { self[$0[0]].sharesCalibration(with: reading) }) {
        groups[group].append(index)
      } else {
        groups.append([index])
      }
    }
    return groups
  }
}
