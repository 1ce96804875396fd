-- Strange Shell (WoE 110), token creature: It cannot fight or reap. Action: Put Strange
-- Shell into your hand (a made token: the card it was made from).
return {
	can_use = function(_ctx, use)
		if use == "reap" or use == "fight" then
			return false, "Strange Shell cannot fight or reap"
		end
		return true
	end,
	action = function(ctx)
		ctx:move(ctx.this, "hand")
	end,
}
