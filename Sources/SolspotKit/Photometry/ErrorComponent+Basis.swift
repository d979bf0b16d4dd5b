extension ErrorComponent {
  /// What a component's size rests on: words quoted from the data file or the device profile,
  /// or the calibration's own measurement, as a value.
  public enum Basis: Sendable, Hashable {
    /// The measurement or labelled assumption as `Data/error-model.json` or the device
    /// profile (`sigmaBasis`) states it.
    case stated(String)
    /// The scatter of this calibration's pairs about their constant, outliers included, with
    /// `degrees` degrees of freedom.
    case calibrationScatter(degrees: Int)
    /// This calibration's brightness trend: the residuals' slope against brightness times the
    /// distance from the pairs' centre, taken as the 50% half-width of a normal.
    case calibrationTrend
  }
}
