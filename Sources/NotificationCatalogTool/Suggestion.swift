/// Finds the candidate closest to a mistyped word, for "did you mean ...?" messages.
package enum Suggestion {
    /// The candidate with the smallest case-insensitive edit distance to `word`, if any is reasonably close.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if best == nil || distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        // Accept anything within half the word's length, or a candidate that contains the word outright.
        let limit = max(2, target.count / 2)
        if best.distance <= limit { return best.candidate }
        return candidates.first { $0.lowercased().contains(word.lowercased()) && !word.isEmpty }
    }

    /// Levenshtein distance, in O(n·m) time and O(m) space.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
