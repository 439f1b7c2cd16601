"""Recorded tests: the examiner starts, lists and hands over sessions; the participant's page (holding its
session's key) or the examiner reads one, shows its problems, moves, records events and goes on."""

from __future__ import annotations

import json
import random
from typing import Annotated

from fastapi import APIRouter, Depends, Request, Response

from hanoi.errors import HanoiError
from hanoi.results.export import iso_time
from hanoi.results.problems import london_problems, parse_problems, random_problems
from hanoi.results.study import load_study
from hanoi.web import clock
from hanoi.web.context import ServerState, examiner, server
from hanoi.web.models import (
    EventRequest,
    Handover,
    MoveView,
    NewSession,
    SessionMoveOutcome,
    SessionMoveRequest,
    SessionSummary,
    SessionView,
    ShownRequest,
)
from hanoi.web.routes.common import GameId, errors
from hanoi.web.security import digest, new_secret
from hanoi.web.session import TestSession
from hanoi.web.views import discontinued, london_fields, session_view

__all__ = ["router"]

router = APIRouter()
Server = Annotated[ServerState, Depends(server)]
Examiner = Depends(examiner)


def _view(state: ServerState, session: TestSession, now: int, request: Request) -> SessionView:
    """The session as this request may see it: its scores for the examiner, or where the examiner allowed."""
    return session_view(session, now, scores=session.show_scores or state.is_examiner(request))


def _hand_over(state: ServerState, session: TestSession, view: SessionView) -> SessionView:
    key = new_secret()
    state.records().set_key(session.id, digest(key))  # the old key is revoked in the database first
    session.key_digest = digest(key)
    view.handover = Handover(key=key, path=f"/take#session={session.id}&key={key}")
    return view


@router.post("/api/sessions", status_code=201, summary="Start a recorded test", dependencies=[Examiner],
             responses=errors(400, 401))
def new_session(settings: NewSession, state: Server) -> SessionView:
    participant = settings.participant
    study = None
    if settings.problem_set == "london":
        problems = london_problems(settings.london_set)
    elif settings.problem_set == "study":
        if not settings.study:
            raise HanoiError("the 'study' problem set needs the text of a study file in 'study'")
        try:
            study = load_study(settings.study)
        except HanoiError as error:  # the page says which file was refused, in its language
            error.code = error.code or "study.invalid"
            raise
        problems = list(study.problems)
    elif settings.problem_set == "file":
        if not settings.problems:
            raise HanoiError("the 'file' problem set needs the text of a problem file in 'problems'")
        problems = parse_problems(settings.problems, pegs=settings.pegs)
    else:
        problems = random_problems(settings.discs, settings.min_distance, settings.count, pegs=settings.pegs,
                                   rng=random.Random(settings.seed))
    unused = {"discs", "min_distance", "count", "seed"} if settings.problem_set != "random" else set()
    # a Tower of London test keeps its set and its peg heights (its pegs are the heights'), no other does
    unused |= {"pegs"} if settings.problem_set == "london" else {"london_set"}
    chosen = {**settings.model_dump(exclude={"participant", "problems", "study", *unused}), "animation_ms": 0}
    if settings.problem_set == "london":
        chosen.update(london_fields(problems[0].start))
    time_limit = None if settings.time_limit_s is None else settings.time_limit_s * 1000
    move_limit, stop = settings.move_limit, None
    if study is not None:  # the study's own settings, where the form gave none
        chosen |= {**study.settings(), "pegs": study.pegs}
        time_limit = time_limit if time_limit is not None else study.time_limit_ms
        move_limit = move_limit if move_limit is not None else study.move_limit
        stop = study.discontinue_after
    now = clock.now_ms()
    session = TestSession(state.records(), participant, problems, settings=chosen, move_limit=move_limit,
                          time_limit_ms=time_limit, now=now, discontinue_after=stop)
    state.sessions.add(session)
    return _hand_over(state, session, session_view(session, now))


@router.get("/api/sessions", summary="Unfinished tests that can be resumed, newest first", dependencies=[Examiner])
def list_sessions(state: Server) -> list[SessionSummary]:
    found = []
    records = state.records()
    for row in reversed(records.sessions()[-200:]):
        count = len(json.loads(row["problems"] or "[]"))
        if not count:
            continue
        trials = records.trials(session=row["id"])
        if not trials or (len(trials) == count and trials[-1]["outcome"] is not None):
            continue
        if discontinued(json.loads(row["settings"] or "{}").get("discontinue_after"), trials):
            continue
        found.append(SessionSummary(id=row["token"], participant=row["participant"],
                                    started=iso_time(row["started_ms"]), problem=len(trials), count=count))
        if len(found) == 20:
            break
    return found


@router.post("/api/sessions/{session_id}/handover", summary="A new participant capability for this test (resume)",
             dependencies=[Examiner], responses=errors(401, 404))
def handover(session_id: GameId, state: Server) -> SessionView:
    session = state.session_of(session_id)
    with session.lock:
        now = clock.now_ms()
        session.expire(now)
        return _hand_over(state, session, session_view(session, now))


@router.get("/api/sessions/{session_id}", summary="The test now (ends a problem whose time is up)",
            responses=errors(404))
def get_session(session_id: GameId, http: Request, state: Server) -> SessionView:
    session = state.session_for(session_id, http)
    with session.lock:
        now = clock.now_ms()
        session.expire(now)
        return _view(state, session, now, http)


@router.post("/api/sessions/{session_id}/shown", summary="The page shows the problem from its time 'at'",
             responses=errors(404, 409, 503))
def shown(session_id: GameId, request: ShownRequest, http: Request, state: Server) -> SessionView:
    session = state.session_for(session_id, http)
    with session.lock:
        now = clock.now_ms()
        session.shown(request.trial, request.at, now)
        return _view(state, session, now, http)


@router.post("/api/sessions/{session_id}/heartbeat", summary="The page still shows the problem",
             responses=errors(404, 409, 503))
def heartbeat(session_id: GameId, request: ShownRequest, http: Request, state: Server) -> SessionView:
    session = state.session_for(session_id, http)
    with session.lock:
        now = clock.now_ms()
        if request.trial == session.index + 1:
            session.heartbeat(request.at, now)
        return _view(state, session, now, http)


@router.post("/api/sessions/{session_id}/moves", summary="Attempt a move; it is recorded either way",
             responses=errors(400, 404, 409, 503))
def session_move(session_id: GameId, request: SessionMoveRequest, http: Request, state: Server) -> SessionMoveOutcome:
    session = state.session_for(session_id, http)
    with session.lock:
        now = clock.now_ms()
        played, reason = session.move(request.source, request.target, now, seq=request.seq,
                                      lift_at=request.lift_at, drop_at=request.drop_at)
        return SessionMoveOutcome(legal=played is not None, reason=reason,
                                  move=None if played is None else MoveView.of(played),
                                  session=_view(state, session, now, http))


@router.post("/api/sessions/{session_id}/events", status_code=204,
             summary="Record what the participant did that is not a move (an empty peg, a disc put back, ...)",
             responses=errors(400, 404, 409))
def session_event(session_id: GameId, request: EventRequest, http: Request, state: Server) -> Response:
    session = state.session_for(session_id, http)
    with session.lock:
        session.event(request.trial, request.kind, request.peg, request.at, clock.now_ms())
    return Response(status_code=204)


@router.post("/api/sessions/{session_id}/next", summary="Start the next problem", responses=errors(404, 409, 503))
def next_problem(session_id: GameId, http: Request, state: Server) -> SessionView:
    session = state.session_for(session_id, http)
    with session.lock:
        now = clock.now_ms()
        session.next(now)
        return _view(state, session, now, http)
