#!/usr/bin/env bash
# Re-records the model test's corpus (Tests/ModelCorpus and Tests/ModelTests/Corpus) from the
# grammar (Tests/ReferenceModel) and the reduxgen of this checkout, even when the committed
# corpus no longer compiles: it is set aside first, with an empty list of harnesses.
# Then review `git diff Tests/ModelCorpus Tests/ModelTests/Corpus` and run `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf Tests/ModelCorpus/Drawn* Tests/ModelCorpus/Specs Tests/ModelTests/Corpus
mkdir -p Tests/ModelCorpus/Specs Tests/ModelTests/Corpus
cat > Tests/ModelCorpus/Corpus.swift <<'SWIFT'
import ReferenceModel

public enum ModelCorpus {
    @MainActor public static let harnesses: [String: any FeatureHarness.Type] = [:]
    public static let specs: [String: String] = [:]
}
SWIFT
swift build --build-tests
# Recording fails by design (each file it writes is reported), so its status is not the script's.
REDUXGEN_RECORD=1 swift test --skip-build --filter ModelCorpusTests > /dev/null || true
swift build --build-tests
echo "record-model-corpus: recorded $(ls Tests/ModelCorpus/Specs | wc -l) specs; review git diff, then run swift test"
