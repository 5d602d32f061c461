/**
 * A buyer's photo's small copy (issue 26, ADR 058): the review form's one script, a constant
 * (no shop data ever goes into it), allowed by its hash on the tracking page only. Where it
 * runs, sending a review with a photo first draws the photo 320 px wide into the form's hidden
 * `w320` file field, so the product page's thumbnail loads ~20 KB, not the original. Anything
 * it cannot do (an old browser, a GIF, a narrow photo) sends the form as it is; without it,
 * the form works the same and `/media` answers the copy's URL with the original.
 */
export const REVIEW_PHOTO_SCRIPT =
  '(function(){var W=320;if(!window.createImageBitmap||!window.DataTransfer)return;' +
  'document.querySelectorAll("form.review-form").forEach(function(f){' +
  'f.addEventListener("submit",function(e){var p=f.elements.photo,c=f.elements.w320,' +
  'file=p&&p.files&&p.files[0];if(!file||!c||f.getAttribute("data-drawn")||/gif/.test(file.type))return;' +
  'e.preventDefault();f.setAttribute("data-drawn","1");' +
  'createImageBitmap(file,{imageOrientation:"from-image"}).then(function(b){' +
  'if(b.width<=W)throw 0;var k=document.createElement("canvas");k.width=W;' +
  'k.height=Math.max(1,Math.round(b.height*W/b.width));' +
  'k.getContext("2d").drawImage(b,0,0,k.width,k.height);' +
  'return new Promise(function(r){k.toBlob(r,"image/jpeg",0.82)})}).then(function(blob){' +
  'if(!blob)return;var d=new DataTransfer();d.items.add(new File([blob],"w320.jpg",{type:"image/jpeg"}));' +
  'c.files=d.files}).catch(function(){}).then(function(){' +
  'f.requestSubmit?f.requestSubmit():f.submit()})})})})()'
