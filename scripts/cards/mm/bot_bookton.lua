-- Bot Bookton (MM 067): Reap: Play the top card of your deck (if it can be played now:
-- otherwise it stays on top).
return {
	reap = function(ctx)
		local top = ctx:top(1)[1]
		if top ~= nil then
			ctx:play(top)
		end
	end,
}
