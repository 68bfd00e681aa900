// Adds the hold-out lines (labelled by hand after the rules were written) to pay-strings.json.
const fs=require("fs");
const file=require("./pay-strings.json");const cands=require("./holdout-candidates.json");const judged=require("./holdout-judged.json");
file.entries=file.entries.filter(e=>e.set!=="hold-out");
judged.forEach((j,i)=>{if(j.i!==i)throw new Error("order");if(j.pay==="typo")return;const c=cands[i];
 const e=j.pay&&{min:j.pay.min??null,max:j.pay.max??null,currency:j.pay.currency,period:j.pay.period??null};
 file.entries.push({reader:"description",set:"hold-out",text:c.text,expected:e,origin:c.origin,labelledBy:"hand",...(j.note?{note:j.note}:{})});});
fs.writeFileSync("pay-strings.json",JSON.stringify(file,null,0).replace(/\},\{"reader"/g,'},\n{"reader"'));
console.log(file.entries.length);
