#pragma once
// Answerers that need no model: the scripted baselines of `craftmate coordqa`.

#include <cstdint>

#include "games/coordqa/coordqa_evaluation.h"

namespace craftmate::games::coordqa {

// Always the first printed option ("Answer: A."): the documented `--model scripted` baseline.
Answerer firstOptionAnswerer();

// A uniformly random printed option per question, from a seeded generator (the paper's Random
// baseline, counting only real options).
Answerer randomAnswerer(std::uint64_t seed);

// The first gold letter of the question whose prompt it is given: checks the whole pipeline
// (prompt, extraction, scoring) end to end; anything below 1.0 points at a data issue.
Answerer oracleAnswerer(const Dataset& dataset);

// The expected accuracy of the uniform random baseline, computed exactly: for each question,
// (gold letters among the options) / (options). Same shape as an evaluation with one trial.
AccuracyTable expectedRandomAccuracy(const Dataset& dataset, Grouping grouping);

}  // namespace craftmate::games::coordqa
