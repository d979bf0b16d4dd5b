extension PlantVerdict {
  /// The verdict for a plant's range from the probabilities of the light lying below it,
  /// inside it and above it, and inside its ideal: the one rule of every plant verdict, on lux
  /// (``PlantMatcher``) and on the daily light integral (``DLIVerdict``).
  ///
  /// ```
  /// verdict   the likeliest of too dark, in range, too bright (ties: in range, then too dark)
  ///           in range → good when P(ideal) ≥ P(range) / 2, else possible
  /// ```
  ///
  /// Properties (mirrored by the tests): the verdict is suited exactly when `range` is at least
  /// `dark` and at least `bright`; too dark only when `dark` is at least `bright`; good only
  /// when suited and `ideal` is at least half of `range`.
  ///
  /// - Parameters:
  ///   - dark: The probability the light lies below the range.
  ///   - range: The probability it lies inside the range.
  ///   - bright: The probability it lies above the range.
  ///   - ideal: The probability it lies inside the ideal range (inside the range); `range`
  ///     itself where the plant has one range only.
  static func likeliest(dark: Double, range: Double, bright: Double, ideal: Double)
    -> PlantVerdict
  {
    if range >= dark, range >= bright { return ideal * 2 >= range ? .good : .possible }
    return dark >= bright ? .tooDark : .tooBright
  }
}
