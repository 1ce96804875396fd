-- Marshal Ewer (DT 116): Play/Fight: Raise the tide.
return {
	resolve = function(ctx)
		ctx:rule("raise_tide")
	end,
	fight = function(ctx)
		ctx:rule("raise_tide")
	end,
}
