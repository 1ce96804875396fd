-- Last Stand: Activate only if you control no allies. Draw two cards.
return {
	legal = function(ctx)
		if ctx:count({ type = "ally", controller = "you" }) > 0 then
			return false, "Last Stand can only be activated while you control no allies"
		end
		return true
	end,
	resolve = function(ctx)
		ctx:draw(2)
	end,
}
