#!/usr/bin/env python3
"""Records random-play traces from LLM-Coordination's own game engines (Collab Capture, Collab Escape)
for craftmate's engine-against-engine tests (tests/games/<world>/traces/).

The authors' code is run unmodified, from a throwaway checkout outside the repository:

    mkdir -p /work/authors/llm_coordination && cd /work/authors/llm_coordination
    git --git-dir=<mirror of eric-ai-lab/llm_coordination> archive 586733a37d240b9592645bb0d7d10f73c1103f7f src | tar x
    /usr/bin/python3 tools/fidelity/record_llm_coordination.py capture /work/authors/llm_coordination/src 60 \
        tests/games/collab_capture/traces/authors_random_play.jsonl
    /usr/bin/python3 tools/fidelity/record_llm_coordination.py escape /work/authors/llm_coordination/src 80 \
        tests/games/collab_escape/traces/authors_random_play.jsonl

Needs only Debian's python3 and python3-numpy. The LLM is replaced by a seeded random choice among the
options the authors' agent offers; `openai` and `fuzzywuzzy` are stubbed because no model is called.
Where the authors' code draws randomness of its own (the escape killer's wandering), it takes the
first option, craftmate's `killer_wander=first`. The first line of the output names the commit.
"""

import contextlib
import io
import json
import random
import sys
import types

AUTHORS_REPO = "eric-ai-lab/llm_coordination"
AUTHORS_COMMIT = "586733a37d240b9592645bb0d7d10f73c1103f7f"
MAX_TURNS = 30


class StopEpisode(Exception):
    pass


def stub_model_clients():
    class Client:
        def __init__(self, *args, **kwargs):
            pass

    sys.modules["openai"] = types.SimpleNamespace(OpenAI=Client, AzureOpenAI=Client)
    process = types.SimpleNamespace(extractOne=lambda query, choices: (choices[0], 0))
    sys.modules["fuzzywuzzy"] = types.SimpleNamespace(process=process)
    sys.modules["fuzzywuzzy.process"] = process


# ---- Collab Capture: collab_capture_benchmarking.game_loop, with the episode's start rooms and doors.

def record_capture(src, episodes, rng):
    sys.argv = ["collab_capture_benchmarking.py", "random"]
    sys.path[:0] = [src, src + "/agentic_evals"]
    import collab_capture_benchmarking as bench
    from llm_coordination_agents import collab_capture_agent

    start = {}
    agents = {}

    class DoorDict(dict):
        """The loop hard-codes the doors before turn 1; keep the episode's doors instead."""
        locked = True

        def __setitem__(self, key, value):
            if not self.locked:
                dict.__setitem__(self, key, value)

    class EpisodeEnvironment(bench.Environment):
        def __init__(self):
            super().__init__()
            self.doors_open = DoorDict({1: start["doors"][0], 3: start["doors"][1]})
            agents["env"] = self

    class EpisodeAgent(bench.Agent):
        def __init__(self, start_room, id, name, environment, model):
            super().__init__(start["rooms"][id], id, name, environment, model)
            agents[name] = self

    class EpisodeThief(bench.Thief):
        def __init__(self, start_room, name, environment):
            super().__init__(start["rooms"][2], name, environment)
            agents["Thief"] = self

    turns = []

    def choose(self, state_for_llm):
        env = agents["env"]
        env.doors_open.locked = False
        options = state_for_llm["available_actions"][self.player_name]
        if self.player_name == "Alice":
            turns.append({"before": [agents["Alice"].current_room, agents["Bob"].current_room,
                                     agents["Thief"].current_room, bool(env.doors_open[1]), bool(env.doors_open[3])],
                          "actions": []})
        choice = rng.choice(options)
        turns[-1]["actions"].append(choice if isinstance(choice, int) else
                                    ("press" if str(choice).startswith("Press") else "stay"))
        return choice

    bench.Environment = EpisodeEnvironment
    bench.Agent = EpisodeAgent
    bench.Thief = EpisodeThief
    collab_capture_agent.LLMAgent.get_next_move = choose

    scenarios = {1: (True, True), 2: (True, False), 3: (False, True), 4: (False, False)}
    out = []
    for episode in range(episodes):
        scenario = episode % 5 + 1  # 1-4: the paper's scenarios; 5: random start
        if scenario <= 4:
            start.update(rooms=[1, 6, 2], doors=list(scenarios[scenario]))
        else:
            thief = rng.randint(1, 9)
            start.update(rooms=[rng.choice([r for r in range(1, 10) if r != thief]) for _ in range(2)] + [thief],
                         doors=[rng.random() < 0.5, rng.random() < 0.5])
        turns.clear()
        log = io.StringIO()
        with contextlib.redirect_stdout(log):
            num_turns = bench.game_loop("random")
        env = agents["env"]
        out.append({"scenario": scenario if scenario <= 4 else 0, "start": start["rooms"] + start["doors"],
                    "turns": [t["actions"] for t in turns], "states": [t["before"] for t in turns[1:]] + [
                        [agents["Alice"].current_room, agents["Bob"].current_room, agents["Thief"].current_room,
                         bool(env.doors_open[1]), bool(env.doors_open[3])]],
                    "caught": "The thief has been caught" in log.getvalue(), "num_turns": num_turns})
    return out


# ---- Collab Escape: CollabEscapeMDP.Game.play, with the episode's start rooms.

def survivor_choice(options, here, state, rng):
    """Random, but mostly away from the killer and towards fixing and the exit, so that repairs, joint
    fixes and escapes occur (uniform play loses every episode within a few turns)."""
    killer = state["Adversary"].current_room
    danger = {killer.name} | {r.name for r in killer.adjacent_rooms}

    def destination(option):
        return option[len("move to "):] if option.startswith("move to ") else None

    safe = [o for o in options if (destination(o) or here.name) not in danger]
    if rng.random() < 0.15 or not safe:
        return rng.choice(options)
    if state["exit gate"] and "move to room 7" in safe:
        return "move to room 7"
    fixes = [o for o in safe if o.startswith("fix")]
    if fixes and rng.random() < 0.8:
        return fixes[0]
    return rng.choice(safe)


def record_escape(src, episodes, rng):
    sys.path[:0] = [src]
    from llm_coordination_agents import CollabEscapeMDP as mdp
    from llm_coordination_agents import collab_escape_agent

    mdp.random = types.SimpleNamespace(choice=lambda options: options[0])  # craftmate's killer_wander=first
    mdp.time = types.SimpleNamespace(sleep=lambda seconds: None)
    mdp.Game.print_readable_state = lambda self: None  # writes a log file in the working directory

    game_ref = {}
    turns = []

    def choose(self, state, killer_info):
        text = self._state_to_description(state, killer_info)
        game = game_ref["game"]
        if self.player_name == "Alice":
            if len(turns) == MAX_TURNS:
                raise StopEpisode()
            rooms = [int(x.current_room.name.split()[1]) for x in (game.alice, game.bob, game.adversary)]
            fixes = [game.rooms["room 1"].fix_count, game.rooms["room 6"].fix_count]
            turns.append({"before": rooms + fixes + [game.adversary.target_name], "obs": [], "actions": []})
        action = survivor_choice(self.available_actions_list, state[self.player_name].current_room, state, rng)
        turns[-1]["obs"].append(text)
        turns[-1]["actions"].append(action)
        return action

    collab_escape_agent.LLMAgent.get_next_move = choose

    out = []
    for episode in range(episodes):
        game = mdp.Game()
        if episode % 2 == 1:  # every other episode from a random start (the code's start otherwise)
            rooms = rng.sample(range(1, 11), 3)
            if episode % 4 == 3:  # both survivors on one generator
                rooms[1] = rooms[0] = rng.choice([1, 6])
                rooms[2] = rng.choice([r for r in range(1, 11) if r not in (rooms[0], 7)])
            game.alice.current_room, game.bob.current_room, game.adversary.current_room = (
                game.rooms["room %d" % r] for r in rooms)
        start = [int(x.current_room.name.split()[1]) for x in (game.alice, game.bob, game.adversary)]
        game_ref["game"] = game
        turns.clear()
        outcome = "none"
        with contextlib.redirect_stdout(io.StringIO()):
            try:
                outcome, _ = game.play("random")
            except StopEpisode:
                pass
        final = [int(x.current_room.name.split()[1]) for x in (game.alice, game.bob, game.adversary)]
        final += [game.rooms["room 1"].fix_count, game.rooms["room 6"].fix_count]
        out.append({"start": start, "turns": [[t["actions"], t["obs"], t["before"]] for t in turns],
                    "final": final, "outcome": outcome})
    return out


def main():
    if len(sys.argv) != 5 or sys.argv[1] not in ("capture", "escape"):
        sys.exit("usage: record_llm_coordination.py capture|escape <authors' src dir> <episodes> <out.jsonl>")
    world, src, episodes, path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    stub_model_clients()
    rng = random.Random(21)
    recorder = {"capture": record_capture, "escape": record_escape}[world]
    argv = list(sys.argv)
    episodes_out = recorder(src, episodes, rng)
    with open(path, "w") as f:
        f.write(json.dumps({"authors": AUTHORS_REPO, "commit": AUTHORS_COMMIT, "world": world,
                            "recorder": "tools/fidelity/record_llm_coordination.py", "args": argv[1:2] + argv[3:4],
                            "seed": 21}) + "\n")
        for e in episodes_out:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
