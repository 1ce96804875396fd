-- Navigator Ketarr (AS 278): After Reap: If Navigator Ketarr is on a flank, draw 2 cards and
-- archive a card (from hand).
return {
	reap = function(ctx)
		if not ctx:rule("on_flank", ctx.this) then
			return
		end
		ctx:draw(2)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
		if pick ~= nil then
			ctx:move(pick, "archives")
		end
	end,
}
