#!/usr/bin/env python3
"""Records random-play traces from mindagent's own CuisineWorld engine (overcooked/game.py World) for
craftmate's engine-against-engine test (tests/games/cuisineworld/traces/).

The authors' code is run unmodified, from a throwaway checkout outside the repository:

    mkdir -p /work/authors/mindagent && cd /work/authors/mindagent
    git --git-dir=<mirror of mindagent/mindagent> archive 540a1146955c311ace90032329654fbca0a02b99 | tar x
    PYTHONHASHSEED=0 /usr/bin/python3 tools/fidelity/record_mindagent.py /work/authors/mindagent \
        tests/games/cuisineworld/traces/authors_random_play.jsonl

(utils/llm.py lists the rules' objects in Python set order, which follows the hash seed; with
PYTHONHASHSEED=0 a re-run reproduces the trace byte for byte.)

Needs only Debian's python3, python3-numpy and python3-networkx. The model is replaced by a seeded random
plan; the modules that only the model calls, the plots and the gym wrappers need (openai, anthropic,
vertexai, requests, gym, gymnasium, matplotlib) are stubbed. Each episode is set up as agents/chat_agent.py
sets it up (tasks_level_final.json, the lifetime oracle with alpha = tau and beta 2.5, override_agent) and
driven as its loop drives it: every step the prompt (feedback, suggestions, convert_to_prompt) is recorded,
then the plan is given to World.step. The first line of the output names the commit and holds the rules
prompt (utils/llm.py rules, with notes) of every level.
"""

import json
import os
import random
import sys
import types

AUTHORS_REPO = "mindagent/mindagent"
AUTHORS_COMMIT = "540a1146955c311ace90032329654fbca0a02b99"
LEVELS = ["level_%d" % i for i in range(13)]
TAUS = [1.0, 1.5, 2.0, 2.5, 3.0]
MAX_STEPS = 60
PREDICATES = ["noop", "goto", "get", "put", "activate"]


def stub_modules():
    def module(name, **attrs):
        m = types.ModuleType(name)
        m.__dict__.update(attrs)
        sys.modules[name] = m
        return m

    class Anything:
        def __init__(self, *args, **kwargs):
            pass

    module("openai", OpenAI=Anything)
    module("requests")
    module("anthropic", AI_PROMPT="", HUMAN_PROMPT="", Anthropic=Anything)
    module("vertexai")
    module("vertexai.preview")
    module("vertexai.preview.language_models", ChatModel=Anything, InputOutputTextPair=Anything,
           TextGenerationModel=Anything)
    module("gym", envs=types.SimpleNamespace(register=lambda **kwargs: None))
    module("gymnasium")
    module("gymnasium.spaces", Box=Anything)
    sys.modules["gymnasium"].spaces = sys.modules["gymnasium.spaces"]
    pyplot = module("matplotlib.pyplot")
    module("matplotlib", pyplot=pyplot, use=lambda *args, **kwargs: None)


def command_of(agent, option):
    """'get tuna storage0' of agent 1 -> 'get_agent1_tuna_storage0' (the format extract_actions finds)."""
    words = option.split(" ")
    return "_".join([words[0], "agent%d" % agent] + words[1:])


def needed_items(env):
    """Every item in the recipe trees of the open orders, and the tool type that makes each product."""
    recipes = env.recipe.raw_recipe
    needed, stack = set(), [name for name, _ in env.task_manager.current_tasks()]
    while stack:
        item = stack.pop()
        if item in needed:
            continue
        needed.add(item)
        stack.extend(recipes.get(item, {}).get("ingredients", []))
    return needed, recipes


def useful_option(env, agent, options, rng):
    """One available action that works towards an open order, if any: deliver or put what is held where a
    recipe needs it, activate a tool that makes a needed product, take a needed product or ingredient,
    or walk to where that can be done."""
    needed, recipes = needed_items(env)
    me = env.agents[agent]
    orders = {name for name, _ in env.task_manager.current_tasks()}
    held = me.holding.name if me.holding else None
    if held:
        if held in orders:
            tools = {"servingtable"}
        else:
            tools = {r["location"] for d, r in recipes.items() if d in needed and held in r["ingredients"]}
        tools = tools or {"storage"}  # nothing needs it: throw it away
    else:
        tools = {loc.type.value for loc in env.name_mapping.values()
                 if loc.content and any(c in needed for c in loc.content.all_content())} | {"storage"}
        tools |= {r["location"] for d, r in recipes.items() if d in needed}
    good = []
    for option in options:
        words = option.split(" ")
        where = env.name_mapping.get(words[-1])
        if words[0] == "put" and where.type.value in tools:
            good += [option] * 4
        elif words[0] == "activate":
            good += [option] * 4
        elif words[0] == "get" and (len(words) == 2 or words[1] in needed):
            good += [option] * 3
        elif words[0] == "goto" and where.type.value in tools:
            good.append(option)
    return rng.choice(good) if good else None


def random_plan(env, rng, base_ingredients):
    """Per agent, mostly an action towards an open order, else one of its own available actions, in a
    shuffled agent order; sometimes a command the engine must reject (wrong tool, item or predicate,
    a duplicate agent, a missing agent)."""
    options = env.available_actions()
    locations = list(env.name_mapping.keys())
    plan = []
    for agent in range(env.num_agents):
        roll = rng.random()
        useful = useful_option(env, agent, options[agent], rng) if roll < 0.8 else None
        if useful:
            plan.append(command_of(agent, useful))
        elif roll < 0.9 and options[agent]:
            plan.append(command_of(agent, rng.choice(options[agent])))
        elif roll < 0.95:  # a well-formed command that may fail in the engine
            predicate = rng.choice(PREDICATES)
            where = rng.choice(locations)
            if predicate == "noop":
                plan.append("noop_agent%d" % agent)
            elif predicate in ("get", "put") and rng.random() < 0.5:
                plan.append("%s_agent%d_%s_%s" % (predicate, agent, rng.choice(base_ingredients), where))
            else:
                plan.append("%s_agent%d_%s" % (predicate, agent, where))
        elif roll < 0.98:  # a tool that is not in this kitchen, or storage without an item
            plan.append(rng.choice(["goto_agent%d_oven9" % agent, "get_agent%d_storage0" % agent,
                                    "put_agent%d_fryer7" % agent]))
        # else: this agent is left out of the plan
    if not plan:  # chat_agent.py does not step the world on an empty plan (World.step fails on one)
        plan.append("noop_agent%d" % rng.randrange(env.num_agents))
    rng.shuffle(plan)
    if rng.random() < 0.03:
        plan.append(plan[0])  # the same agent twice: the whole plan is rejected
    return plan


def delta(previous, text):
    """The prompt's lines, each as the index of an equal line of the previous prompt where there is one
    (the traces stay small; the test rebuilds the text)."""
    index = {}
    for i, line in enumerate(previous.split("\n")):
        index.setdefault(line, i)
    return [index.get(line, line) for line in text.split("\n")]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: record_mindagent.py <mindagent checkout> <out.jsonl>")
    src, path = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    stub_modules()
    sys.path[:0] = [src]
    os.chdir(src)  # the engine opens assets/... relative to the checkout
    from levels.constants import base_ingridients
    from levels.utils import convert_to_prompt
    from overcooked import World
    from utils.llm import rules

    rng = random.Random(21)
    header = {"authors": AUTHORS_REPO, "commit": AUTHORS_COMMIT, "world": "cuisineworld",
              "recorder": "tools/fidelity/record_mindagent.py", "seed": 21, "max_steps": MAX_STEPS, "rules": {}}
    episodes = []
    for level in LEVELS:
        for agents in range(1, 5):
            tau = rng.choice(TAUS)
            env = World(recipe_filename="./assets/recipe.json", task_filename="./assets/tasks_level_final.json",
                        level=level, use_task_lifetime_interval_oracle=True, alpha=tau, beta=2.5,
                        num_agents=agents, override_agent=True)
            # two episodes on one World at two agents: the order stream continues across reset()
            for episode in range(2 if agents == 2 else 1):
                obs = env.reset()
                if agents == 1 and episode == 0:
                    header["rules"][level] = rules(env, True)
                feedback, suggestions = "[]", "[]"
                steps = []
                previous = ""
                for step in range(MAX_STEPS):
                    prompt = ("-execution error messages:\n  --  " + feedback + "\n-execution suggestions:\n  --  " +
                              suggestions + "\n" + convert_to_prompt(obs) + "-action:\n")
                    plan = random_plan(env, rng, base_ingridients)
                    steps.append([plan, delta(previous, prompt)])
                    previous = prompt
                    obs, _, info = env.step(plan)
                    steps[-1].append(info["action_success"])
                    feedback, suggestions = str(env.feedback), str(env.suggestions)
                final = ("-execution error messages:\n  --  " + feedback + "\n-execution suggestions:\n  --  " +
                         suggestions + "\n" + convert_to_prompt(obs) + "-action:\n")
                episodes.append({"level": level, "agents": agents, "tau": tau, "episode": episode, "steps": steps,
                                 "final": delta(previous, final), "success": env.success_count, "failed": env.failed_count,
                                 "active": len(env.task_manager._current_task_list)})
    with open(path, "w") as f:
        f.write(json.dumps(header, separators=(",", ":")) + "\n")
        for e in episodes:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
