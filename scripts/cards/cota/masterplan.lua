-- Masterplan (CotA 288): Play: Put a card from your hand facedown beneath Masterplan.
-- Omni: Play the card beneath Masterplan, then sacrifice Masterplan. (A card that can't be
-- played stays beneath it, and is discarded as Masterplan leaves play: KF-BENEATH-1.)
return {
	resolve = function(ctx)
		ctx:rule("beneath_from_hand", ctx.this)
	end,
	omni = function(ctx)
		local beneath = ctx.this:attachments()[1]
		if beneath ~= nil then
			ctx:play(beneath)
		end
		ctx:destroy(ctx.this)
	end,
}
