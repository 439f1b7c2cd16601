// The example experiment of @python-hanoi/jspsych-hanoi: consent, instructions, a demonstration and
// practice, Shallice's (1982) twelve Tower of London problems, a debrief, and the redirect to Prolific.
// Problems and their minimums come from `hanoi jspsych export` (practice.js, shallice.js).

// Your Prolific study's completion code (Prolific: Study > Completion paths).
const COMPLETION_CODE = "CHANGEME";
const PROLIFIC_DONE = "https://app.prolific.com/submissions/complete?cc=" + COMPLETION_CODE;

function start() {
  const params = new URLSearchParams(window.location.search);
  const jsPsych = initJsPsych({ on_finish: finish });
  window.jsPsych = jsPsych; // for the browser's console (and the end-to-end test)
  // Prolific adds PROLIFIC_PID, STUDY_ID and SESSION_ID to the study link; `hanoi results import` reads them.
  jsPsych.data.addProperties({
    subject: params.get("PROLIFIC_PID") || params.get("participant") || jsPsych.randomization.randomID(10),
    study_id: params.get("STUDY_ID") || "",
    session_id: params.get("SESSION_ID") || "",
  });
  const language = params.get("lang") || "en";

  const consent = {
    type: jsPsychHtmlButtonResponse,
    stimulus: "<h2>Consent</h2><p>This study is about planning: you will solve puzzles with coloured balls." +
      " It takes about 10 minutes. Your moves and their times are recorded with your Prolific ID and nothing" +
      " else. You may stop at any time by closing this page.</p><p>Do you agree to take part?</p>",
    choices: ["I agree", "I do not agree"],
    data: { screen: "consent" },
    on_finish: (data) => {
      if (data.response !== 0) jsPsych.abortExperiment("<p>You did not agree to take part. You may close this page.</p>");
    },
  };
  const instructions = {
    type: jsPsychHtmlButtonResponse,
    stimulus: "<h2>Instructions</h2><p>Each puzzle shows a goal picture above your board. Move the balls so that" +
      " your board looks like the goal. Click (or touch) a peg to lift its top ball, then click another peg to" +
      " put it there; you can also drag a ball, or press the keys 1, 2 and 3. The left peg holds three balls," +
      " the middle one two and the right one one.</p><p>Solve each puzzle in as few moves as you can. Plan" +
      " before your first move.</p><p>First you will watch one puzzle being solved, then try two for practice.</p>",
    choices: ["Start"],
    data: { screen: "instructions" },
  };
  const asTrials = (timeline) => timeline.trials.map((trial) => ({
    type: jsPsychHanoi, language, ...trial, instructions: "",
  }));
  const practice = asTrials(window.HANOI_TIMELINES.practice);
  const ready = {
    type: jsPsychHtmlButtonResponse,
    stimulus: "<p>Now the twelve puzzles of the study. There is no feedback from now on.</p>",
    choices: ["Begin"],
    data: { screen: "ready" },
  };
  const test = asTrials(window.HANOI_TIMELINES.shallice);
  const debrief = {
    type: jsPsychHtmlButtonResponse,
    stimulus: () => "<h2>Thank you</h2><p>The Tower of London (Shallice 1982) measures planning: the number of" +
      " moves above the fewest possible, and the time before the first move.</p><p>Your completion code is <strong>" +
      COMPLETION_CODE + "</strong>. Press Finish to return to Prolific.</p>",
    choices: ["Finish"],
    data: { screen: "debrief" },
  };
  jsPsych.run([consent, instructions, ...practice, ready, ...test, debrief]);

  function finish() {
    const data = jsPsych.data.get();
    if (window.jatos) {
      // JATOS keeps the data as the result of this component, then sends the participant to Prolific.
      window.jatos.endStudyAndRedirect(PROLIFIC_DONE, data.json());
    } else {
      // Any static host: the participant's browser saves the data (pilot runs), then goes to Prolific.
      data.localSave("json", "hanoi-" + (data.values()[0] || {}).subject + ".json");
      window.setTimeout(() => window.location.assign(PROLIFIC_DONE), 500);
    }
  }
}

if (window.jatos) window.jatos.onLoad(start);
else window.addEventListener("load", start);
