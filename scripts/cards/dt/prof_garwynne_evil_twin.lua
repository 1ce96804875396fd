-- Prof. Garwynne, evil twin (DT 006): Skirmish (data). Fight: You may choose a card in your
-- archives and put it into your hand.
return {
	fight = function(ctx)
		local archived = ctx:objects({ zone = "archives", controller = "you" })
		local picked = ctx:choose({
			prompt = "Take which archived card into your hand?",
			objects = archived,
			min = 0,
			max = 1,
		})[1]
		if picked ~= nil then
			ctx:move(picked, "hand")
		end
	end,
}
