-- Explorer (WoE 344), token creature: Reap: Look at the top card of your deck. You may
-- discard it.
return {
	reap = function(ctx)
		local top = ctx:top(1)[1]
		if top == nil then
			return
		end
		local go = ctx:choose({
			prompt = "Discard the top card of your deck?",
			options = { "discard", "leave it" },
		})[1]
		if go == "discard" then
			ctx:discard(top)
		end
	end,
}
