/**
 * "Partager ma position" (ADR 050): the checkout's one script, a constant (no shop data ever goes
 * into it), allowed by its hash on the checkout page only. Where it runs and the browser can
 * locate, it shows the button, and a tap fills the location field with a maps link the courier
 * opens in any maps app. Without it, the field is typed like any other.
 */
export const LOCATE_SCRIPT =
  '(function(){var p=document.querySelector("p.locate");if(!p||!navigator.geolocation)return;' +
  'var b=p.querySelector("button"),f=document.getElementById(b.getAttribute("data-share-location"));' +
  'if(!f)return;p.hidden=false;var l=b.textContent;' +
  'b.addEventListener("click",function(){b.disabled=true;b.textContent=p.getAttribute("data-locating");' +
  'navigator.geolocation.getCurrentPosition(function(s){' +
  'f.value="https://www.google.com/maps?q="+s.coords.latitude.toFixed(6)+","+s.coords.longitude.toFixed(6);' +
  'b.textContent=l;b.disabled=false},function(){b.textContent=l;b.disabled=false;' +
  'f.placeholder=p.getAttribute("data-failed");f.focus()},{enableHighAccuracy:true,timeout:15000})})})()'
