#!/usr/bin/env python3
"""Records random-play traces from Collab-Overcooked's own engine (their LLMAgents' validator and motion
planner over their overcooked_mdp.py, stepped as src/main.py's "exp" loop steps it) for craftmate's
engine-against-engine test (tests/games/collab_overcooked/traces/).

The authors' code is run unmodified, from a throwaway checkout outside the repository (the mirror lacks some
data blobs, so name the folders; git still prints an error about one):

    mkdir -p /work/authors/collab_overcooked && cd /work/authors/collab_overcooked
    L=lib/overcooked_ai/overcooked_ai_py
    git --git-dir=<mirror of YusaeMeow/Collab-Overcooked> archive acae4fafb04b4509ce61f4c67acd57925fe0e9a3 \
        src/collab src/prompts src/utils.py src/openai_key.txt $L/__init__.py $L/agents $L/mdp $L/planning \
        $L/utils.py $L/static.py $L/data/layouts $L/data/planners | tar x
    PYTHONPATH=<scipy> /usr/bin/python3 tools/fidelity/record_collab_overcooked.py /work/authors/collab_overcooked 60 \
        tests/games/collab_overcooked/traces/authors_random_play.jsonl

Needs Debian's python3, python3-numpy and scipy. python3-scipy cannot be installed next to this machine's
libboost1.81-dev (its python3-pythran dependency wants libboost1.74-dev), so unpack it instead:
`apt-get download python3-scipy && dpkg -x python3-scipy_*.deb root`, PYTHONPATH=root/usr/lib/python3/dist-packages.

No model is called: the agents run in the authors' own test mode (`test_mode`, which takes each next action
from `test_ml_action` instead of asking the LLM; a rejected action becomes wait(1)). The recorder feeds that
queue one action at a time, chosen when the agent asks for it: mostly the next action of the task's
reference_1 trajectory for that role, else a wait or a random action of the role's action space (which the
validator often rejects). The modules only the model and the web front end need (openai, tiktoken,
transformers, pandas, rich, websocket(s)) are stubbed, and pkg_resources reports their overcooked_ai's
setup.py version (0.0.1) without it being installed. The code's one coin flip (np.random.rand, when the
planner finds no path) is fixed to its deterministic branch. Every task of levels 1-6 is played twice.
"""

import builtins
import contextlib
import io
import json
import os
import random
import re
import sys
import types

AUTHORS_REPO = "YusaeMeow/Collab-Overcooked"
AUTHORS_COMMIT = "acae4fafb04b4509ce61f4c67acd57925fe0e9a3"
HORIZON = 120  # main.py's default --horizon
SPACE = {  # each role's actions (spec: the skill prompts); "X" stands for an object, "U" for a utensil
    "chef": ["pickup(X, counter)", "pickup(X, U)", "pickup(dish, counter)", "cook(pot0)", "bake(oven0)",
             "place_obj_on_counter()", "put_obj_in_utensil(U)", "fill_dish_with_food(U)", "deliver_soup()"],
    "assistant": ["pickup(X, ingredient_dispenser)", "pickup(X, counter)", "pickup(X, U)",
                  "pickup(dish, dish_dispenser)", "cut(chopping_board0)", "stir(blender0)",
                  "place_obj_on_counter()", "put_obj_in_utensil(U)", "fill_dish_with_food(U)"],
}
UTENSILS = ["pot0", "oven0", "chopping_board0", "blender0"]


def stub_modules(version):
    class Anything:
        def __init__(self, *args, **kwargs):
            pass

        def __getattr__(self, name):
            return lambda *args, **kwargs: None

    def module(name, **attrs):
        m = types.ModuleType(name)
        m.__dict__.update(attrs)
        sys.modules[name] = m
        return m

    module("openai", OpenAI=Anything, RateLimitError=type("RateLimitError", (Exception,), {}))
    module("tiktoken", get_encoding=lambda *args: Anything())
    module("transformers", AutoTokenizer=Anything)
    module("pandas", DataFrame=Anything)
    module("rich", print=lambda *args, **kwargs: None)
    module("websockets")
    module("websocket")
    module("gym", Env=object)
    module("gym.envs")
    module("gym.envs.registration", register=lambda **kwargs: None)
    module("tqdm", tqdm=lambda iterable, *args, **kwargs: iterable, trange=range)
    import pkg_resources
    pkg_resources.get_distribution = lambda name: types.SimpleNamespace(version=version)


class ActionSource:
    """The agent's test_ml_action queue: never empty; its head is chosen when first read."""

    def __init__(self, agent, choose, log):
        self.agent, self.choose, self.log = agent, choose, log
        self.head = None

    def __len__(self):
        return 1

    def __getitem__(self, index):
        if self.head is None:
            self.head = self.choose(self.agent)
            self.log.append([self.agent.current_timestep, self.agent.agent_index, self.head])
        return self.head

    def popleft(self):
        self.head = None

    def append(self, action):
        self.head = action


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: record_collab_overcooked.py <authors' checkout> <episodes> <out.jsonl>")
    root, episodes, path = os.path.abspath(sys.argv[1]), int(sys.argv[2]), os.path.abspath(sys.argv[3])
    stub_modules("0.0.1")
    sys.path[:0] = [os.path.join(root, "src"), os.path.join(root, "lib", "overcooked_ai")]
    os.chdir(os.path.join(root, "src"))  # the code reads prompts/ and openai_key.txt from the working directory
    with contextlib.redirect_stdout(io.StringIO()):
        from overcooked_ai_py.mdp.overcooked_mdp import OvercookedGridworld
        from overcooked_ai_py.mdp.overcooked_env import OvercookedEnv
        from overcooked_ai_py.agents.agent import AgentGroup
        from utils import make_agent
        from collab.collab import LLMAgents

    # Where no path to a goal exists, get_lowest_cost_action_and_goal_new flips a coin (np.random.rand):
    # STAY and keep the action, or fall back to the static planner, which turns a goal-less action into
    # wait(1). The recording takes the fallback every time, as craftmate does (no_target=wait).
    import numpy
    numpy.random.rand = lambda *shape: 0.75

    tasks = sorted(f[:-len("_ref.txt")] for f in os.listdir("prompts/reference"))
    rng = random.Random(21)
    decisions = []
    verdicts = []
    references = {}

    def choose(agent):
        ref = references[agent.agent_index]
        roll = rng.random()
        if roll < 0.7 and ref["next"] < len(ref["list"]):
            return ref["list"][ref["next"]]
        if roll < 0.8:
            return "wait(%d)" % rng.randint(1, 3)
        action = rng.choice(SPACE[agent.actor])
        objects = ["dish", rng.choice(agent.mdp_objects)]
        return action.replace("X", rng.choice(objects)).replace("U", rng.choice(UTENSILS))

    original_validate = LLMAgents.validate_current_ml_action

    def validate(self, state):
        message = original_validate(self, state)
        if decisions and decisions[-1][1] == self.agent_index and len(verdicts) < len(decisions):
            verdicts.append(message)
            ref = references[self.agent_index]
            if "success" in message and ref["next"] < len(ref["list"]) and \
                    decisions[-1][2] == ref["list"][ref["next"]]:
                ref["next"] += 1
            if "success" not in message:
                self.test_ml_action.popleft()  # choose afresh after the wait(1) the code substitutes
        return message

    LLMAgents.validate_current_ml_action = validate

    def summary(mdp, state):
        """Chefs (x, y, facing, held), every utensil (empty/loaded/cooking/ready, contents, cook time), counter items."""
        out = []
        for p in state.players:
            held = p.held_object.name if p.held_object else "-"
            out.append("%d,%d,%d,%d,%s" % (p.position[0], p.position[1], p.orientation[0], p.orientation[1], held))
        states = mdp.get_utensil_states(state)
        for name in sorted(mdp.utensil_state_dict):
            key = next(k for k, v in states.items() if name in v)
            if key in ("full", "partially_full", "wrong"):  # the prompt's wording; craftmate words it otherwise
                key = "loaded"
            soup = mdp.utensil_state_dict[name]["soup"]
            contents = soup.state[0] if soup else ""
            contents = "+".join(contents) if isinstance(contents, (list, tuple)) else contents
            out.append("%s:%s:%s:%d" % (name, key, contents, soup.state[2] if soup else 0))
        for pos, obj in sorted(state.objects.items()):
            if pos not in [u["position"] for u in mdp.utensil_state_dict.values()]:
                out.append("%d,%d:%s" % (pos[0], pos[1], obj.name))
        return " | ".join(out)

    out = []
    for episode in range(episodes):
        task = tasks[episode % len(tasks)]
        order = task.split("_", 1)[1]
        with open("prompts/reference/%s_ref.txt" % task) as f:
            reference = json.load(f)["reference_1"]
        with contextlib.redirect_stdout(io.StringIO()):
            mdp = OvercookedGridworld.from_layout_name("new_env")
            mdp.start_order_list = [order]
            mdp.one_task_mode = True
            env = OvercookedEnv(mdp, horizon=HORIZON)
            env.reset()
            agents = [make_agent("LLMPair", mdp, "new_env", model="gpt-stub", model_dirname=".",
                                 local_server_api="", retrival_method="recent_k", K=0, actor=actor)
                      for actor in ("chef", "assistant")]
            team = AgentGroup(*agents)
            team.reset()
            env.reset()
        decisions.clear()
        verdicts.clear()
        for agent in agents:
            agent.test_mode = True
            agent.test_ml_action = ActionSource(agent, choose, decisions)
            agent.mdp_objects = sorted(set(re.findall(r"pickup\(\s*(\w+)", json.dumps(reference))))
            references[agent.agent_index] = {"list": reference["agent_%d" % agent.agent_index], "next": 0}
        steps = []
        delivered = -1
        for t in range(HORIZON):
            state = env.state
            before = summary(mdp, state)
            first = len(decisions)
            with contextlib.redirect_stdout(io.StringIO()):
                joint, params = team.joint_action(state)
                team.reset_dialogue()
                _, reward, _, _ = env.step(joint, params)
            chosen = [[d[1], d[2], v] for d, v in zip(decisions[first:], verdicts[first:])]
            steps.append([before, chosen])
            if reward > 0:  # main.py records the delivery itself, stamped with this step
                agents[1].teammate_ml_actions.append({"timestamp": t, "action": "deliver_soup()"})
                delivered = t
                break
        # an agent's own executed actions are kept by its teammate (main.py's total_action_list)
        history = [[[e["timestamp"], e["action"]] for e in a.teammate.teammate_ml_actions] for a in agents]
        out.append({"task": task, "steps": steps, "final": summary(mdp, env.state), "delivered": delivered,
                    "history": history})

    with open(path, "w") as f:
        f.write(json.dumps({"authors": AUTHORS_REPO, "commit": AUTHORS_COMMIT, "world": "collab_overcooked",
                            "recorder": "tools/fidelity/record_collab_overcooked.py", "args": [sys.argv[2]],
                            "seed": 21, "horizon": HORIZON}) + "\n")
        for e in out:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
