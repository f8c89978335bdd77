// The one wink-nlp instance the advice engine reads text with (its English model ships inside the npm
// package and runs offline). Shared so the reading and the practice model load the model once.
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

export const nlp = winkNLP(model);
export const its = nlp.its;
