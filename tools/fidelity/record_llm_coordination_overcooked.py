#!/usr/bin/env python3
"""Records random-play traces from LLM-Coordination's own Overcooked agent loop (macro actions:
overcooked_action_manager.LLMActionManager over their Overcooked-AI MDP, stepped as
agentic_evals/overcooked_agent_benchmarking.py steps it) for craftmate's engine-against-engine test
(tests/games/overcooked/traces/).

The authors' code is run unmodified, from a throwaway checkout outside the repository (the mirror lacks a
test-data blob: `git archive` of the whole src/ stops there, so name the folders; it still prints the error):

    mkdir -p /work/authors/llm_coordination && cd /work/authors/llm_coordination
    git --git-dir=<mirror of eric-ai-lab/llm_coordination> archive 586733a37d240b9592645bb0d7d10f73c1103f7f \
        src/llm_coordination_agents src/overcooked_ai_py/mdp src/overcooked_ai_py/__init__.py \
        src/overcooked_ai_py/utils.py src/overcooked_ai_py/static.py src/overcooked_ai_py/data/layouts | tar x
    /usr/bin/python3 tools/fidelity/record_llm_coordination_overcooked.py /work/authors/llm_coordination/src 60 \
        tests/games/overcooked/traces/authors_random_play.jsonl

Needs only Debian's python3 and python3-numpy. Only the model is replaced: the LLM's reply is "Action: X" with X
a seeded choice among the agent's own Available Actions (mostly one that makes progress, so that soups are
cooked and delivered). The modules only the model client and the logging need (openai, fuzzywuzzy, pandas,
tqdm) are stubbed, and the logs go to a scratch directory. One data fix: at this commit LLMActionSet has no
kitchen-counter actions for asymmetric_advantages and forced_coordination although the agent offers them
(a KeyError as soon as a chef holds something); those layouts get cramped_room's k entries, as the paper's
runs had them. The first line of the output names the commit.
"""

import contextlib
import io
import json
import os
import random
import sys
import tempfile
import types

AUTHORS_REPO = "eric-ai-lab/llm_coordination"
AUTHORS_COMMIT = "586733a37d240b9592645bb0d7d10f73c1103f7f"
LAYOUTS = ["cramped_room", "asymmetric_advantages", "coordination_ring", "forced_coordination",
           "counter_circuit_o_1order"]
TICKS = 400
HELD = {None: "-", "onion": "o", "dish": "d", "soup": "s"}


def stub_modules():
    class Anything:
        def __init__(self, *args, **kwargs):
            pass

        def __getattr__(self, name):
            return lambda *args, **kwargs: None

    sys.modules["openai"] = types.SimpleNamespace(OpenAI=Anything, AzureOpenAI=Anything)
    process = types.SimpleNamespace(extractOne=lambda query, choices: (choices[0], 0))
    sys.modules["fuzzywuzzy"] = types.SimpleNamespace(process=process)
    sys.modules["fuzzywuzzy.process"] = process
    sys.modules["pandas"] = types.SimpleNamespace(DataFrame=Anything,
                                                  read_csv=lambda *args, **kwargs: {"selected_action": []})
    sys.modules["tqdm"] = types.SimpleNamespace(tqdm=lambda iterable, *args, **kwargs: iterable)


def useful(actions, held, state_for_llm, rng):
    """Among the offered actions, those that move a soup forward (the model's stand-in is a seeded choice)."""
    pots = state_for_llm["soup_in_cooker_status"]
    onions = [int(n) for n in state_for_llm["num_onions_in_pot"]]
    good = []
    for a in actions:
        if held == "nothing" and "onion" in a and a.startswith("pick") and any(n < 3 for n in onions):
            good.append(a)
        elif held == "nothing" and "plate" in a and a.startswith("pick") and any(
                p != "not cooking" for p in pots):
            good.append(a)
        elif held == "nothing" and "soup" in a and a.startswith("pick"):
            good.append(a)
        elif held == "onion" and a.startswith("place onion in c"):
            if onions[int(a[len("place onion in c")])] < 3:
                good.append(a)
        elif held == "plate" and a.startswith("load soup"):
            if pots[int(a[len("load soup on plate from c")])] != "not cooking":
                good.append(a)
        elif held == "soup in plate" and a.startswith("place soup for delivery"):
            good.append(a)
        elif a.startswith("place") and " s" in a and rng.random() < 0.5:  # hand over on a shared counter
            good.append(a)
    return good


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: record_llm_coordination_overcooked.py <authors' src dir> <episodes> <out.jsonl>")
    src, episodes, path = os.path.abspath(sys.argv[1]), int(sys.argv[2]), os.path.abspath(sys.argv[3])
    stub_modules()
    sys.path[:0] = [src]
    os.chdir(tempfile.mkdtemp(prefix="oc_logs_"))  # the agent writes logs and trajectories here
    from overcooked_ai_py.mdp.actions import Action, Direction, LLMActionSet
    from overcooked_ai_py.mdp.overcooked_mdp import OvercookedGridworld
    from llm_coordination_agents import overcooked_agent
    from llm_coordination_agents.overcooked_action_manager import LLMActionManager

    for layout in ("asymmetric_advantages", "forced_coordination"):
        for key, value in LLMActionSet["cramped_room"].items():
            if key.startswith("kitchen_counter"):
                LLMActionSet[layout].setdefault(key, value)

    rng = random.Random(21)
    words = []  # every action text once; a trace names them by index (header "actions")

    def word(text):
        if text not in words:
            words.append(text)
        return words.index(text)

    asking = {}
    decisions = []

    def reply(messages):
        agent = asking["agent"]
        options = agent.available_actions_list
        held = asking["held"]
        good = useful(options, held, asking["state"], rng)
        choice = rng.choice(good) if good and rng.random() < 0.75 else rng.choice(options)
        decision = [agent.player_id, word(choice), [word(o) for o in options]]
        if asking["with_distances"]:
            decision.append(distances(asking["state"]))
        decisions.append(decision)
        return "Action: " + choice

    def distances(state_for_llm):
        """The chooser's own distances as its text reports them, facilities in o, p, d, c, s, k order:
        n steps, "bN" (N steps, but the partner stands on the way), "i" (inaccessible)."""
        out = []
        for key in ("onion_dispenser", "plate_dispenser", "delivery_zone", "cooker", "storage_counter",
                    "kitchen_counter"):
            for d in state_for_llm["distances"][key]:
                text = str(d[0])
                out.append("i" if text == "infinite" else "b" + text.split(" ")[0] if "blocked" in text else text)
        return ",".join(out)

    original = overcooked_agent.LLMAgent.get_player_action

    def get_player_action(self, state_for_llm, other_player_message):
        asking.update(agent=self, held=state_for_llm[self.player_id]["held_object"], state=state_for_llm)
        self.llm.inference_fn = reply
        return original(self, state_for_llm, other_player_message)

    overcooked_agent.LLMAgent.get_player_action = get_player_action

    facing = {Direction.NORTH: "N", Direction.SOUTH: "S", Direction.EAST: "E", Direction.WEST: "W"}
    low = {Direction.NORTH: "N", Direction.SOUTH: "S", Direction.EAST: "E", Direction.WEST: "W",
           Action.STAY: ".", Action.INTERACT: "I"}

    def summary(mdp, state, score):
        """Chefs (x, y, facing, held), pots (onions, cook time; -1 idle) in c order, counter items, score."""
        chefs = []
        for p in state.players:
            held = p.held_object.name if p.held_object else None
            chefs.append("%d,%d,%s,%s" % (p.position[0], p.position[1], facing[p.orientation], HELD[held]))
        pots = []
        for pos in mdp.get_pot_locations():
            if state.has_object(pos):
                _, n, t = state.get_object(pos).state
                pots.append("%d,%d" % (n, t))
            else:
                pots.append("0,-1")
        counters = sorted("%d,%d,%s" % (pos[0], pos[1], HELD[o.name]) for pos, o in state.objects.items()
                          if pos not in mdp.get_pot_locations())
        return " ".join(chefs) + " | " + " ".join(pots) + " | " + " ".join(counters) + " | %d" % score

    out = []
    for episode in range(episodes):
        layout = LAYOUTS[episode % len(LAYOUTS)]
        mdp = OvercookedGridworld.from_layout_name(layout)
        with contextlib.redirect_stdout(io.StringIO()):
            am = [LLMActionManager(mdp, "player_0", layout, "gpt-stub"),
                  LLMActionManager(mdp, "player_1", layout, "gpt-stub")]
        state = mdp.get_standard_start_state()
        asking["with_distances"] = episode < 2 * len(LAYOUTS)  # the distance lists of the first two rounds
        score = 0
        ticks = []
        for tick in range(TICKS):
            decisions.clear()
            before = summary(mdp, state, score)
            joint = [Action.STAY] * 2
            with contextlib.redirect_stdout(io.StringIO()):
                for i in range(2):
                    joint[i], _ = am[i].get_next_move(state, "")
                state, sparse_reward, _ = mdp.get_state_transition(state, joint)
            score += sparse_reward
            record = [low[joint[0]] + low[joint[1]]]
            if decisions:  # the state the chefs decided on, and their decisions
                record += [before, [list(d) for d in decisions]]
            ticks.append(record)
        out.append({"layout": layout, "ticks": ticks, "final": summary(mdp, state, score), "score": score})

    with open(path, "w") as f:
        f.write(json.dumps({"authors": AUTHORS_REPO, "commit": AUTHORS_COMMIT, "world": "overcooked",
                            "recorder": "tools/fidelity/record_llm_coordination_overcooked.py",
                            "args": [sys.argv[2]], "seed": 21, "ticks": TICKS, "actions": words}) + "\n")
        for e in out:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
