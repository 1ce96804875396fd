-- Chronicler (ToC 133), token creature: After Reap: Archive the top card of your deck.
return {
	reap = function(ctx)
		local top = ctx:top(1)[1]
		if top ~= nil then
			ctx:move(top, "archives")
		end
	end,
}
